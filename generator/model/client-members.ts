// Where each operation lives on the generated client: the namespace property of its resource, the
// resource's class name, the method's name and the exported names of its parameter and result types.
// Planned once here, with the model, so the client file, its package index and README, and the
// docs' `client.resource.method(...)` examples all read the same names (ApiModel.client).
import { trimEndWhere } from '../linear-text.ts';
import { isIdentifierName, toIdentifier, wireAction } from './names.ts';
import type { ClientMethod, ClientPlan, ClientResource, OperationModel } from './types.ts';

/** Top-level names the client file declares or imports besides the client class; resource classes must not take them. */
const TAKEN_TOP_LEVEL = ['OPERATIONS', 'SERVICE', 'createClient', 'paths', 'ClientCore', 'PagePromise', 'ClientOptions', 'RequestOptions'];
/** Client members a resource namespace must not shadow. */
const CLIENT_MEMBERS = new Set(['toJSON', 'constructor']);
/** Names the client file imports or declares besides resource classes; a method's types must not take them. */
const TAKEN_TYPE_NAMES = new Set([...TAKEN_TOP_LEVEL, 'OperationSpec', 'ServiceConfig', 'Transport', 'CoreClientOptions', 'CoreRequestOptions', 'ParamsOf', 'ResultsOf', 'SuccessOf', 'WithFiles', 'OptionalDefaults']);

/** Resources in first-seen order, each with unique member names, for a client class named `clientClass`. */
export function planClient(operations: OperationModel[], clientClass: string): ClientPlan {
  const byResource = new Map<string, OperationModel[]>();
  for (const op of operations) {
    const list = byResource.get(op.resource) ?? [];
    list.push(op);
    byResource.set(op.resource, list);
  }
  const takenClasses = new Set([clientClass, ...TAKEN_TOP_LEVEL]);
  const planned = [...byResource.entries()].map(([resource, ops]) => {
    const property = propertyName(resource);
    let className = `${resource.charAt(0).toUpperCase()}${resource.slice(1).replace(/^_+/, '')}Resource`;
    className = toIdentifier(className, 'Resource');
    className = className.charAt(0).toUpperCase() + className.slice(1);
    for (let i = 2; takenClasses.has(className); i++) className = `${trimEndWhere(className, (char) => char >= '0' && char <= '9')}${i}`;
    takenClasses.add(className);
    return { property, className, ops, names: methodNames(ops) };
  });
  const typeNames = typeNamer([...TAKEN_TYPE_NAMES, ...planned.map((r) => r.className)]);
  const resources = planned.map(({ property, className, ops, names }): ClientResource => ({
    property,
    className,
    methods: ops.map((op): ClientMethod => {
      const { name, note } = names.get(op)!;
      return { operation: op.name, property, name, wireNameNote: note, ...typeNames(className, name) };
    }),
  }));
  return { resources, methods: new Map(resources.flatMap((r) => r.methods.map((m) => [m.operation, m]))) };
}

/**
 * Method names. An operation whose wire name is already a camel-case identifier (`changeStage`) or a
 * reserved word (`delete`, a valid member name, rather than the model's `delete_`) keeps it. The
 * others take the model's identifier (`list_all` -> `listAll`) when it is free; when it is another
 * operation's name, a deprecated alias such as `change_stage` keeps its wire name, which is still an
 * identifier, instead of the model's numbered `changeStage2`. Anything else is numbered.
 */
function methodNames(ops: OperationModel[]): Map<OperationModel, { name: string; note: string | null }> {
  const names = new Map<OperationModel, { name: string; note: string | null }>();
  // A method named `then` would make the namespace thenable (`await client.foo` would call it).
  const taken = new Set<string>(['then']);
  for (const op of ops) {
    const wire = wireAction(op.operationId);
    if (wire && isMemberName(wire) && [wire, `${wire}_`].includes(toIdentifier(wire)) && !taken.has(wire)) {
      names.set(op, { name: wire, note: null });
      taken.add(wire);
    }
  }
  for (const op of ops) {
    if (names.has(op)) continue;
    const wire = wireAction(op.operationId);
    const preferred = wire ? toIdentifier(wire) : op.action;
    let choice: { name: string; note: string | null };
    if (!taken.has(preferred)) choice = { name: preferred, note: null };
    else if (wire && isMemberName(wire) && !taken.has(wire)) {
      choice = { name: wire, note: `Named \`${wire}\` as on the wire: its camel-case form \`${preferred}\` is another operation's method.` };
    } else {
      let i = 2;
      while (taken.has(`${preferred}${i}`)) i++;
      choice = { name: `${preferred}${i}`, note: null };
    }
    names.set(op, choice);
    taken.add(choice.name);
  }
  return names;
}

/**
 * A namespace's property. The model's identifier for a reserved word (`interface_`, from a tag
 * `interface` or `default`) is a valid member name without its `_`, as methods keep `delete`, so
 * `client.interface.test()`; a name the client itself has (`toJSON`, `constructor`) takes the `_`.
 */
function propertyName(resource: string): string {
  if (CLIENT_MEMBERS.has(resource)) return `${resource}_`;
  const bare = resource.slice(0, -1);
  const reserved = resource.endsWith('_') && toIdentifier(bare) === resource;
  return reserved && isMemberName(bare) && !CLIENT_MEMBERS.has(bare) ? bare : resource;
}

function isMemberName(name: string): boolean {
  return isIdentifierName(name) && name !== 'constructor';
}

/**
 * The exported names of each method's parameter and result types: the resource class's name without
 * `Resource`, the method name capitalised, then `Params` and `Result`, so `client.candidate.info`
 * takes `CandidateInfoParams` and resolves to `CandidateInfoResult`. A name already taken is numbered.
 */
function typeNamer(reserved: Iterable<string>): (className: string, method: string) => { paramsType: string; resultType: string } {
  const taken = new Set(reserved);
  return (className, method) => {
    const stem = `${className.replace(/Resource\d*$/, '')}${method.charAt(0).toUpperCase()}${method.slice(1)}`;
    let base = stem;
    for (let i = 2; taken.has(`${base}Params`) || taken.has(`${base}Result`); i++) base = `${stem}${i}`;
    taken.add(`${base}Params`);
    taken.add(`${base}Result`);
    return { paramsType: `${base}Params`, resultType: `${base}Result` };
  };
}
