// JSDoc for a client method, written from the spec's words. Spec text is data: it is escaped so
// nothing in it can close the comment or pose as a tag.
import type { ApiModel, OperationModel } from '../../model/types.ts';
import type { JSDocStructure, OptionalKind } from 'ts-morph';
import { pagingSentence } from '../conventions-text.ts';
import { formBody } from './operation-shape.ts';
import { retrySentence } from '../policy-text.ts';

/** Makes arbitrary text safe inside a `/** ... *\/` block: no comment terminator, no line-leading tag. */
export function escapeJsDoc(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\*\//g, '*\\/')
    .split('\n')
    .map((line) => line.replace(/^(\s*)@/, '$1\\@'))
    .join('\n')
    .trim();
}

export interface MethodDocContext {
  model: ApiModel;
  /** The name the method is exposed under, when it differs from the model's identifier. */
  wireNameNote: string | null;
  /** `input`: `{ path, query, header, body }`; `body`: the body itself; null: the method takes neither. */
  argument: 'input' | 'body' | null;
}

export function methodDoc(op: OperationModel, ctx: MethodDocContext): OptionalKind<JSDocStructure> {
  const lines: string[] = [];
  const summary = op.summary || op.name;
  lines.push(escapeJsDoc(summary));
  if (op.description && op.description.trim() !== op.summary.trim()) lines.push('', escapeJsDoc(op.description));
  lines.push('', `Operation \`${escapeJsDoc(op.name)}\` (\`${op.method.toUpperCase()} ${escapeJsDoc(op.path)}\`).`);

  const facts: string[] = [];
  if (op.accessWording) facts.push(...op.accessWording.jsdoc.map(escapeJsDoc));
  if (op.beta) facts.push('Beta: this operation may change without notice.');
  if (op.featureGate) facts.push(`Feature gate: ${escapeJsDoc(op.featureGate)}.`);
  if (op.adminSettings.length > 0) {
    const titles = op.adminSettings.map((key) => {
      const setting = ctx.model.adminSettings.find((s) => s.key === key);
      return setting ? `"${escapeJsDoc(setting.title)}" (\`${escapeJsDoc(key)}\`)` : `\`${escapeJsDoc(key)}\``;
    });
    facts.push(`Admin settings that affect it: ${titles.join('; ')}.`);
  }
  if (op.notShown.length > 0) facts.push(`Not documented: ${op.notShown.map(escapeJsDoc).join('; ')}.`);
  for (const { code, condition } of op.errorCodes) facts.push(`Error code \`${escapeJsDoc(code)}\`: ${escapeJsDoc(condition)}`);
  if (op.paging && ctx.model.profile.paging) facts.push(escapeJsDoc(pagingSentence(op.paging, ctx.model.profile.paging)));
  facts.push(retrySentence(op.idempotent));
  if (op.request?.multipart) {
    const fields = op.request.multipart.fileFields.map((f) => `\`${escapeJsDoc(f)}\``).join(', ');
    facts.push(`Upload: pass a Blob, a File or \`{ data, filename }\` in ${fields} to send multipart, or the JSON form of the body.`);
  }
  if (ctx.wireNameNote) facts.push(ctx.wireNameNote);
  lines.push('', ...facts);

  const tags: string[] = [];
  if (ctx.argument === 'input') tags.push('@param input The operation\'s `path`, `query` and `header` parameters and its `body`.');
  if (ctx.argument === 'body') tags.push(`@param body ${bodyParamDoc(op)}`);
  const options = [...ctx.model.profile.headerOptions.map((o) => o.option), 'retry', 'timeoutMs', 'signal', 'headers'];
  tags.push(`@param options Per-call options: ${options.map((o) => `\`${o}\``).join(', ')}.`);
  if (op.beta) tags.push('@beta');
  if (op.deprecated) {
    const member = op.replacedBy ? ctx.model.client.methods.get(op.replacedBy) : undefined;
    const replacement = member ? `client.${member.property}.${member.name}` : undefined;
    const use = op.replacedBy
      ? ` Use \`${replacement ?? escapeJsDoc(op.replacedBy)}\`${replacement ? ` (\`${escapeJsDoc(op.replacedBy)}\`)` : ''} instead.`
      : '';
    tags.push(`@deprecated The spec marks \`${escapeJsDoc(op.name)}\` deprecated.${use}`);
  }
  return { description: `${lines.join('\n')}\n${tags.join('\n')}` };
}

/** What a method's `body` argument is: JSON, a form's fields, or the text or bytes sent as they are. */
function bodyParamDoc(op: OperationModel): string {
  const raw = op.request?.raw;
  if (raw) {
    const types = raw.mediaTypes.map((type) => `\`${escapeJsDoc(type)}\``).join(' or ');
    return raw.kind === 'text' ? `The request body's text, sent as it is (${types}).` : `The request body's bytes, sent as they are (${types}).`;
  }
  if (formBody(op)) return "The form's fields, sent as `application/x-www-form-urlencoded`.";
  return 'The JSON request body.';
}
