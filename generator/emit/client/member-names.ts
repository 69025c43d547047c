// Where each operation lives on the generated client: the namespace property of its resource, the
// resource's class name and the method's name. The client emitter builds the file from this plan,
// and the docs write their `client.resource.method(...)` examples from it, so both always agree.
import { isIdentifierName, toIdentifier, wireAction as dottedAction } from '../../model/names.ts';
import type { ApiModel, OperationModel } from '../../model/types.ts';

/** Top-level names the file declares or imports besides the client class; resource classes must not take them. */
const TAKEN_TOP_LEVEL = ['OPERATIONS', 'SERVICE', 'createClient', 'paths', 'ClientCore', 'PagePromise', 'ClientOptions', 'RequestOptions'];
/** Client members a resource namespace must not shadow. */
const CLIENT_MEMBERS = new Set(['toJSON', 'constructor']);

export interface PlannedMethod {
  op: OperationModel;
  name: string;
  /** Why the method keeps its wire name, when it does. */
  wireNameNote: string | null;
}

export interface PlannedResource {
  property: string;
  className: string;
  methods: PlannedMethod[];
}

/** Where each operation lives on the client: operation name -> [namespace property, method name]. */
export function clientMethodNames(model: ApiModel): Map<string, [string, string]> {
  const names = new Map<string, [string, string]>();
  for (const r of planClientMembers(model)) for (const m of r.methods) names.set(m.op.name, [r.property, m.name]);
  return names;
}

const plans = new WeakMap<ApiModel, PlannedResource[]>();

/** Resources in first-seen order, each with unique member names; planned once per model. */
export function planClientMembers(model: ApiModel): PlannedResource[] {
  let plan = plans.get(model);
  if (!plan) plans.set(model, (plan = planResources(model)));
  return plan;
}

function planResources(model: ApiModel): PlannedResource[] {
  const byResource = new Map<string, OperationModel[]>();
  for (const op of model.operations) {
    const list = byResource.get(op.resource) ?? [];
    list.push(op);
    byResource.set(op.resource, list);
  }
  const takenClasses = new Set([model.profile.clientClass, ...TAKEN_TOP_LEVEL]);
  return [...byResource.entries()].map(([resource, ops]) => {
    const property = CLIENT_MEMBERS.has(resource) ? `${resource}_` : resource;
    let className = `${resource.charAt(0).toUpperCase()}${resource.slice(1).replace(/^_+/, '')}Resource`;
    className = toIdentifier(className, 'Resource');
    className = className.charAt(0).toUpperCase() + className.slice(1);
    for (let i = 2; takenClasses.has(className); i++) className = `${className.replace(/\d+$/, '')}${i}`;
    takenClasses.add(className);
    return { property, className, methods: planMethods(ops) };
  });
}

/**
 * Method names. An operation whose wire name is already a camel-case identifier (`changeStage`) or a
 * reserved word (`delete`, a valid member name, rather than the model's `delete_`) keeps it. The
 * others take the model's identifier (`list_all` -> `listAll`) when it is free; when it is another
 * operation's name, a deprecated alias such as `change_stage` keeps its wire name, which is still an
 * identifier, instead of the model's numbered `changeStage2`. Anything else is numbered.
 */
function planMethods(ops: OperationModel[]): PlannedMethod[] {
  const names = new Map<OperationModel, { name: string; note: string | null }>();
  // A method named `then` would make the namespace thenable (`await client.foo` would call it).
  const taken = new Set<string>(['then']);
  for (const op of ops) {
    const wire = wireAction(op);
    if (wire && isMemberName(wire) && [wire, `${wire}_`].includes(toIdentifier(wire)) && !taken.has(wire)) {
      names.set(op, { name: wire, note: null });
      taken.add(wire);
    }
  }
  for (const op of ops) {
    if (names.has(op)) continue;
    const wire = wireAction(op);
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
  return ops.map((op) => {
    const { name, note } = names.get(op)!;
    return { op, name, wireNameNote: note };
  });
}

function isMemberName(name: string): boolean {
  return isIdentifierName(name) && name !== 'constructor';
}

/** The action part of a dotted operationId (`application.change_stage` -> `change_stage`). */
function wireAction(op: OperationModel): string | null {
  return dottedAction(op.operationId);
}

/** Names the client file imports or declares besides resource classes; a method's types must not take them. */
const TAKEN_TYPE_NAMES = new Set([...TAKEN_TOP_LEVEL, 'ClientOptions', 'RequestOptions', 'OperationSpec', 'ServiceConfig', 'Transport', 'CoreClientOptions', 'CoreRequestOptions', 'ParamsOf', 'ResultsOf', 'SuccessOf', 'WithFiles']);

export interface MethodTypeNames {
  /** `CandidateInfoParams`: the method's argument. */
  params: string;
  /** `CandidateInfoResult`: what awaiting the call gives (for a paged list, the first page). */
  result: string;
}

const typeNamePlans = new WeakMap<ApiModel, Map<string, MethodTypeNames>>();

/**
 * The exported names of each method's parameter and result types, by operation name: the resource
 * class's name without `Resource`, the method name capitalised, then `Params` and `Result`, so `client.candidate.info` takes `CandidateInfoParams` and resolves to
 * `CandidateInfoResult`. A name already taken is numbered.
 */
export function planMethodTypeNames(model: ApiModel): Map<string, MethodTypeNames> {
  let names = typeNamePlans.get(model);
  if (names) return names;
  names = new Map();
  const resources = planClientMembers(model);
  const taken = new Set([...TAKEN_TYPE_NAMES, ...resources.map((r) => r.className)]);
  for (const resource of resources) {
    const prefix = resource.className.replace(/Resource\d*$/, '');
    for (const method of resource.methods) {
      const stem = `${prefix}${method.name.charAt(0).toUpperCase()}${method.name.slice(1)}`;
      let base = stem;
      for (let i = 2; taken.has(`${base}Params`) || taken.has(`${base}Result`); i++) base = `${stem}${i}`;
      const planned = { params: `${base}Params`, result: `${base}Result` };
      taken.add(planned.params);
      taken.add(planned.result);
      names.set(method.op.name, planned);
    }
  }
  typeNamePlans.set(model, names);
  return names;
}
