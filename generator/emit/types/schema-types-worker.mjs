// Worker thread for the types emitter: a bundled document in, schema.d.ts text out. Importing
// schema-types.mjs here loads openapi-typescript as soon as the worker starts.
import { serve } from '../../workers/serve.mjs';
import { renderSchemaTypes } from './schema-types.mjs';

serve((document) => renderSchemaTypes(document));
