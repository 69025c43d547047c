// Worker thread for the client emitter (../client.ts): the model (without its bundle) in, client.ts
// text out. ts-morph (with the TypeScript copy it loads) lives only here, so the main thread never loads it.
import { serve } from '../../workers/serve.mjs';
import type { ModelWithoutBundle } from '../../model/types.ts';
import { renderClient } from './render-client.ts';

serve((model: ModelWithoutBundle) => renderClient(model));
