// How the hiring API's permissions read in JSDoc and docs: the permission an operation needs, or,
// where the spec names none, the module access the key needs. Used only under this profile
// (ServiceProfile.permissions); other documents get no permission wording.
import type { OperationModel } from '../../model/types.ts';

export const NO_PERMISSION_NAMED = 'not documented';

/** `candidatesRead`, or the words saying none is documented. */
export function permissionText(op: OperationModel): string {
  return op.permissions.length > 0 ? op.permissions.join(', ') : NO_PERMISSION_NAMED;
}

/** `Candidates · read`, with `access not documented` where the spec does not say, and the reading marked where the spec reads the module from the permission's name. */
export function moduleAccessText(op: OperationModel): string {
  return `${op.module ?? 'no module'} · ${op.access ?? 'access not documented'}${moduleRead(op) ? ` ${MODULE_READING}` : ''}`;
}

const MODULE_READING = "(read from the permission's name)";

/** The spec reads this operation's module from its permission's name (an `x-inferred` note on the module). */
function moduleRead(op: OperationModel): boolean {
  return op.inferred.some((note) => note.startsWith('module '));
}

/** The JSDoc facts on permission and module; `escape` makes spec text safe in the comment. */
export function permissionFacts(op: OperationModel, escape: (text: string) => string): string[] {
  const facts: string[] = [];
  if (op.permissions.length > 0) facts.push(`Required permission: ${op.permissions.map((p) => `\`${escape(p)}\``).join(', ')}.`);
  else if (op.module) facts.push(`Required permission: not documented; the key needs ${op.access ? `${op.access} access to` : 'access (read or write, not documented) to'} the ${escape(op.module)} module.`);
  if (op.module) {
    const notes = [op.access ? `${op.access} access` : '', moduleRead(op) ? "read from the permission's name" : ''].filter(Boolean);
    facts.push(`Module: ${escape(op.module)}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}.`);
  }
  return facts;
}

/** The HTML reference's first line for an operation: `**Permission:** ... · Module · access`. */
export function permissionLine(op: OperationModel): string {
  const permission = op.permissions.length > 0 ? op.permissions.map((p) => `\`${p}\``).join(', ') : permissionText(op);
  return `**Permission:** ${permission} · ${moduleAccessText(op)}`;
}
