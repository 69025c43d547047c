// What the generator makes of each operation, compared between two documents: the names a user
// imports (the client namespace and method, the exported parameter and result types, which come
// from the operationId, the first tag and clashes with other operations), whether the method pages,
// and the notes the docs print (module, access, beta, what is not documented). Reading them from the
// model, as the outputs do, keeps the report to what users see: an extension no output reads is
// not reported at all.
import { documentModel } from '../document-model.ts';
import type { ApiModel, OperationModel } from '../model/types.ts';
import type { Findings } from './findings.ts';
import { canonicalJson } from './inline-refs.ts';

type Document = Record<string, any>;

/** Operation facts the docs print as notes. */
const NOTES: (keyof OperationModel)[] = ['module', 'access', 'beta', 'replacedBy', 'addedIn', 'featureGate', 'adminSettings', 'notShown', 'errorCodes'];

/**
 * Adds the findings for operations present in both documents (matched by method and path). A document the
 * model cannot be built from (so no client either) has no names to compare.
 */
export function compareModelFacts(before: Document, after: Document, findings: Findings): void {
  const old = modelOf(before);
  const now = modelOf(after);
  if (!old || !now) return;
  // Matched by method and path: an operation whose operationId changed is the same operation renamed.
  const oldOps = new Map(old.operations.map((op) => [`${op.method} ${op.path}`, op]));
  for (const op of now.operations) {
    const was = oldOps.get(`${op.method} ${op.path}`);
    if (!was) continue;
    const add = (rule: Parameters<Findings['add']>[0], message: string) => findings.add(rule, message, { operation: op.name, location: 'operation' });
    const oldMethod = old.client.methods.get(was.name);
    const newMethod = now.client.methods.get(op.name);
    if (oldMethod && newMethod) {
      const oldCall = `client.${oldMethod.property}.${oldMethod.name}()`;
      const newCall = `client.${newMethod.property}.${newMethod.name}()`;
      const types = (['paramsType', 'resultType'] as const).filter((kind) => oldMethod[kind] !== newMethod[kind]).map((kind) => `\`${oldMethod[kind]}\` → \`${newMethod[kind]}\``);
      if (oldCall !== newCall) add('client-method-renamed', `client method renamed: \`${oldCall}\` → \`${newCall}\`${types.length > 0 ? ` (exported types ${types.join(', ')})` : ''}`);
      else if (types.length > 0) add('client-type-renamed', `exported types renamed: ${types.join(', ')}`);
    }
    if (was.paging !== op.paging) {
      if (!op.paging) add('paging-removed', 'no longer pages');
      else if (!was.paging) add('paging-added', 'now pages');
      else add('paging-changed', `pages another way (${was.paging} → ${op.paging})`);
    }
    const notes = NOTES.filter((key) => canonicalJson(was[key]) !== canonicalJson(op[key]));
    if (notes.length > 0) add('docs-note-changed', `docs notes changed (${notes.map(noteWords).join(', ')})`);
  }
  const documentNotes = (['notShown', 'adminSettings', 'acceptHeader'] as const).filter((key) => canonicalJson(old[key]) !== canonicalJson(now[key]));
  if (documentNotes.length > 0) findings.add('docs-note-changed', `the API's docs notes changed (${documentNotes.map(noteWords).join(', ')})`, { key: 'document' });
}

function modelOf(document: Document): ApiModel | null {
  try {
    return documentModel(document);
  } catch {
    return null;
  }
}

function noteWords(key: string): string {
  const words: Record<string, string> = {
    module: 'module',
    access: 'access',
    beta: 'beta',
    replacedBy: 'replacement',
    addedIn: 'added in',
    featureGate: 'feature gate',
    adminSettings: 'admin settings',
    notShown: 'what is not documented',
    errorCodes: 'error codes',
    acceptHeader: 'Accept header',
  };
  return words[key] ?? key;
}
