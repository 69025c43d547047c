// The copy of the bundled document the HTML reference is built from. Redoc does not render the
// spec's x- extensions, so each operation's description gets a few generated lines stating them
// (the profile's access wording, paging and admin settings linked to the overview, what is not shown,
// including which request fields are required where the document does not say, its own error
// codes, beta, deprecation unless its description says it), beta operations a badge, and every
// operation a TypeScript sample on the generated client beside curl. A header every operation takes
// is described once, in the overview (docs/overview.ts), and left out of each operation; a request
// schema open only because its other fields are not documented shows no "additional property" row.
// Tags operations and webhooks use that no `x-tagGroups` group names are listed in an "Other" group,
// since Redoc leaves them off the page (tag-groups.ts).
// spec/ and generated/openapi.json are left as they are.
import type { ApiModel, OperationModel } from '../../model/types.ts';
import { operationObject } from '../../model/bundle.ts';
import { clientSample, curlExample } from './request-examples.ts';
import { REQUIRED_NOT_SHOWN_NOTE, descriptionSaysDeprecated, requestRequiredNotShown } from './operation-notes.ts';
import { overviewLinks, sharedFailures, sharedHeaders } from './overview.ts';
import { withUngroupedTagsListed, type TaggedOperation } from '../../tag-groups.ts';

export function docsDocument(model: ApiModel): Record<string, any> {
  const document = structuredClone(model.bundle);
  // The page's heading and <title> name the API as every other output does (a blank title reads `API`).
  document.info = { ...document.info, title: model.title };
  for (const op of model.operations) {
    const target = operationObject(document, op);
    if (!target) throw new Error(`docs: operation ${op.name} is not at paths["${op.path}"].${op.method} of the bundled document.`);
    target.description = [...generatedLines(model, op), target.description].filter(Boolean).join('\n\n');
    withoutOpenRequestRow(target);
    if (op.beta) target['x-badges'] = [...(target['x-badges'] ?? []), { name: 'Beta', color: '#b45309' }];
    target['x-codeSamples'] = [
      { lang: 'curl', label: 'curl', source: curlExample(model, op) },
      // Redoc shows a sample only under a language its settings list (redocly.yaml `codeSamples`).
      { lang: 'TypeScript', label: 'TypeScript', source: clientSample(model, op) },
    ];
  }
  leaveOutSharedHeaders(model, document);
  const webhooks: TaggedOperation[] = model.webhooks.map((webhook) => ({ tags: webhook.tags, webhook: true }));
  return withUngroupedTagsListed(document, [...model.operations, ...webhooks]);
}

/**
 * A request schema that is open (`additionalProperties: true`) because its other fields are not
 * documented (`x-not-shown`) loses the keyword in the docs copy: Redoc renders it as a field row,
 * "property name* any additional property", which reads as a field of that name, while the
 * operation's "Not documented" line already says other fields exist. `true` is JSON Schema's
 * default, so the copy still says what the spec says.
 */
function withoutOpenRequestRow(target: Record<string, any>): void {
  for (const media of Object.values<any>(target.requestBody?.content ?? {})) {
    const schema = media?.schema;
    if (schema && schema.additionalProperties === true && schema['x-not-shown'] !== undefined) delete schema.additionalProperties;
  }
}

/** The markdown lines put before an operation's own description. */
export function generatedLines(model: ApiModel, op: OperationModel): string[] {
  const links = overviewLinks(model, 'html');
  const lines = op.accessWording ? [op.accessWording.htmlLine] : [];
  if (op.paging) lines.push(`**Paging:** ${links.paging ? `[${op.paging}](${links.paging})` : op.paging}`);
  if (op.adminSettings.length > 0) lines.push(`**Admin settings:** ${op.adminSettings.map((key) => (links.adminSettings ? `[\`${key}\`](${links.adminSettings})` : `\`${key}\``)).join(', ')}`);
  // Redoc marks required fields and nothing else, so a request field's required-ness the document
  // does not give would read as "optional": the line says it is not documented.
  const notShown = [...op.notShown, ...(requestRequiredNotShown(model, op) ? [REQUIRED_NOT_SHOWN_NOTE] : [])];
  if (notShown.length > 0) lines.push(`**Not documented:** ${notShown.join('; ')}`);
  // Redoc does not show x-error-codes: the codes particular to this operation are listed here.
  const shared = sharedFailures(model, links).codes;
  const codes = op.errorCodes.filter((code) => !shared.has(`${code.code} ${code.condition}`));
  if (codes.length > 0) lines.push(`**Error codes:** ${codes.map((code) => `\`${code.code}\` (${code.condition.replace(/\.$/, '')})`).join('; ')}${links.errors ? ` ([all operations](${links.errors}))` : ''}`);
  if (op.beta) lines.push('**Beta:** in closed beta; it may change.');
  if (op.deprecated && !descriptionSaysDeprecated(op)) lines.push(op.replacedBy ? `**Deprecated:** use \`${op.replacedBy}\` instead.` : '**Deprecated.**');
  return lines;
}

/**
 * A header every operation takes is described once, in the overview: each operation's copy of the
 * document leaves it out. The operation's own `parameters` are the last of the model's (which
 * lists the path item's first), so each entry is matched to its resolved model parameter by place.
 */
function leaveOutSharedHeaders(model: ApiModel, document: Record<string, any>): void {
  const shared = new Set(sharedHeaders(model).map((header) => header.name.toLowerCase()));
  for (const op of model.operations) {
    const target = operationObject(document, op);
    const own: unknown[] | undefined = target?.parameters;
    if (!own) continue;
    const first = op.parameters.length - own.length;
    target!.parameters = own.filter((_, i) => {
      const parameter = op.parameters[first + i];
      return !(parameter?.in === 'header' && shared.has(parameter.name.toLowerCase()));
    });
    if (target!.parameters.length === 0) delete target!.parameters;
  }
}
