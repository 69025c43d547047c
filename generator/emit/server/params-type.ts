// The type of `context.params` for one operation in generated/server/operations.ts: the parameters
// the adapter checks (model/parameter-reading.ts), typed as openapi-typescript types them in
// schema.d.ts, through templates/server/types.ts CheckedParams.
import type { ApiModel, OperationModel } from '../../model/types.ts';
import { checkedParameters } from '../../model/parameter-reading.ts';
import type { ParameterReading } from '../../../templates/server/parameter-reading.ts';
import { tsString } from '../client/ts-literal.ts';

/** `CheckedParams<operation type, path names, query names, header names, cookie names>`, `never` for a place with none checked. */
export function paramsType(model: ApiModel, op: OperationModel, operationType: string): string {
  const checked = checkedParameters(model, op);
  const names = (place: ParameterReading['in']) => {
    const inPlace = checked.filter((p) => p.in === place).map((p) => tsString(p.name));
    return inPlace.length ? inPlace.join(' | ') : 'never';
  };
  return `CheckedParams<${operationType}, ${names('path')}, ${names('query')}, ${names('header')}, ${names('cookie')}>`;
}
