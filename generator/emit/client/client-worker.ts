// Worker thread for the client emitter (../client.ts): a bundled document in, client.ts text out.
// ts-morph (with the TypeScript copy it loads) lives only here, so the main thread never loads it.
import { serve } from '../../workers/serve.mjs';
import { buildModel } from '../../model/build-model.ts';
import { renderClient } from './render-client.ts';

// The model is built again here from the worker's copy of the document: copying the main thread's
// model instead would tie the two threads' code together.
serve((document: Record<string, any>) => renderClient(buildModel(document)));
