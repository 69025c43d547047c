// Worker thread for the types emitter: a bundled document in, schema.d.ts text out. Importing
// schema-types.mjs here loads openapi-typescript as soon as the worker starts.
import { serve } from '../../workers/serve.mjs';
import { renderOwnedSchemaTypes } from './schema-types.mjs';

// The message is the worker's own copy of the document: no need to copy it again.
serve((document) => renderOwnedSchemaTypes(document));
