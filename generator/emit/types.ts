// generated/schema.d.ts: `paths`, `components` and `operations` types from openapi-typescript,
// the single source of every type the client uses (types/schema-types.ts).
import type { Emitter } from './emitter.ts';
import { renderSchemaTypes } from './types/schema-types.ts';
import { placeOf } from '../schema/source-location.ts';

export const SCHEMA_TYPES_FILE = 'schema.d.ts';

export const typesEmitter: Emitter = {
  name: 'types',
  emit: (model, context) => {
    const contents = renderSchemaTypes(model.bundle, ({ pointer, operationId }) =>
      context.warn?.(
        `${placeOf(context.locator, pointer)} operationId \`${operationId}\` has a \`%\`, which openapi-typescript cannot key ${SCHEMA_TYPES_FILE}'s \`operations\` by: the operation's types are written under \`paths\` only (the client reads them there).`,
        'output',
      ),
    );
    return [{ path: SCHEMA_TYPES_FILE, contents }];
  },
};
