// How the hiring API's permissions read in JSDoc and docs: the permission an operation needs, or,
// where the spec names none, the module access the key needs. The model keeps the words on each
// operation (OperationModel.accessWording); other documents get none.
import type { AccessFacts, AccessWording } from '../profile.ts';

const NO_PERMISSION_NAMED = 'not documented';
const MODULE_READING = "read from the permission's name";

/** The spec reads this operation's module from its permission's name (an `x-inferred` note on the module). */
function moduleRead(op: AccessFacts): boolean {
  return op.inferred.some((note) => note.startsWith('module '));
}

export function accessWording(op: AccessFacts): AccessWording {
  const moduleAccess = `${op.module ?? 'no module'} · ${op.access ?? 'access not documented'}${moduleRead(op) ? ` (${MODULE_READING})` : ''}`;
  const permission = op.permissions.length > 0 ? op.permissions.join(', ') : NO_PERMISSION_NAMED;
  const named = op.permissions.length > 0 ? op.permissions.map((p) => `\`${p}\``).join(', ') : permission;
  return { permission, moduleAccess, jsdoc: jsdocFacts(op), htmlLine: `**Permission:** ${named} · ${moduleAccess}` };
}

/** The JSDoc facts on permission and module. */
function jsdocFacts(op: AccessFacts): string[] {
  const facts: string[] = [];
  if (op.permissions.length > 0) facts.push(`Required permission: ${op.permissions.map((p) => `\`${p}\``).join(', ')}.`);
  else if (op.module) facts.push(`Required permission: not documented; the key needs ${op.access ? `${op.access} access to` : 'access (read or write, not documented) to'} the ${op.module} module.`);
  if (op.module) {
    const notes = [op.access ? `${op.access} access` : '', moduleRead(op) ? MODULE_READING : ''].filter(Boolean);
    facts.push(`Module: ${op.module}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}.`);
  }
  return facts;
}
