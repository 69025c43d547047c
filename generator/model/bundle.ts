// The bundled document as an artefact: emitters that hand it to a library (openapi.json,
// openapi-typescript, redocly build-docs) may annotate a copy of it; this finds an operation's node
// there. Everything else reads the model.
import { deref } from './refs.ts';
import type { OperationModel } from './types.ts';

/** The operation object of `op` in `bundle` (a copy the caller may change), through a path item `$ref`. */
export function operationObject(bundle: Record<string, any>, op: OperationModel): Record<string, any> | undefined {
  return deref(bundle, bundle.paths?.[op.path])?.[op.method];
}
