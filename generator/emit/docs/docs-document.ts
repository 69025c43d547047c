// The copy of the bundled document the HTML reference is built from. Redoc does not render the
// spec's x- extensions, so each operation's description gets a few generated lines stating them
// (the profile's access wording, what is not shown, including which request fields are required where
// the document does not say, beta, deprecation), beta operations a badge, and every
// operation a typed-client code sample. spec/ and generated/openapi.json are left as they are.
import type { ApiModel, OperationModel } from '../../model/types.ts';
import { operationObject } from '../../model/bundle.ts';
import { clientCallExample, curlExample } from './request-examples.ts';
import { REQUIRED_NOT_SHOWN_NOTE, requestRequiredNotShown } from './operation-notes.ts';

export function docsDocument(model: ApiModel): Record<string, any> {
  const document = structuredClone(model.bundle);
  for (const op of model.operations) {
    const target = operationObject(document, op);
    if (!target) throw new Error(`docs: operation ${op.name} is not at paths["${op.path}"].${op.method} of the bundled document.`);
    target.description = [...generatedLines(model, op), target.description].filter(Boolean).join('\n\n');
    if (op.beta) target['x-badges'] = [...(target['x-badges'] ?? []), { name: 'Beta', color: '#b45309' }];
    target['x-codeSamples'] = [
      { lang: 'curl', label: 'curl', source: curlExample(model, op) },
      { lang: 'JavaScript', label: model.profile.clientClass, source: clientCallExample(model, op) },
    ];
  }
  return document;
}

/** The markdown lines put before an operation's own description. */
export function generatedLines(model: ApiModel, op: OperationModel): string[] {
  const lines = op.accessWording ? [op.accessWording.htmlLine] : [];
  // Redoc marks required fields and nothing else, so a request field's required-ness the document
  // does not give would read as "optional": the line says it is not documented.
  const notShown = [...op.notShown, ...(requestRequiredNotShown(model, op) ? [REQUIRED_NOT_SHOWN_NOTE] : [])];
  if (notShown.length > 0) lines.push(`**Not documented:** ${notShown.join('; ')}`);
  if (op.beta) lines.push('**Beta:** in closed beta; it may change.');
  if (op.deprecated) lines.push(op.replacedBy ? `**Deprecated:** use \`${op.replacedBy}\` instead.` : '**Deprecated.**');
  return lines;
}
