// A Redocly decorator for other documents: `$ref`s written inside an example's value, as a
// multi-file description does to share example payloads (Matrix's write
// `events: [{ $ref: ../../event-schemas/examples/m.typing.yaml }]`). OpenAPI calls an example's
// value a literal, so neither the resolver nor the bundler looks inside it: the bundle would keep
// the `$ref` as data, naming a file relative to a folder the bundle is no longer in. Here such a
// `$ref` to a file that exists beside the document that holds it is replaced by that file's
// content (its own nested `$ref`s followed the same way); any other `$ref` stays data.
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { fragmentToken } from '../json-pointer.ts';

/** How deep nested files are followed: a cycle of example files ends here. */
const MAX_DEPTH = 16;

export const exampleRefsDecorator = () => {
  const inline = (node, ctx) => {
    const from = ctx.location.source.absoluteRef;
    if (node && typeof node === 'object' && 'value' in node) node.value = followed(node.value, from, 0);
  };
  const inlineExample = (node, ctx) => {
    if (node && typeof node === 'object' && 'example' in node) node.example = followed(node.example, ctx.location.source.absoluteRef, 0);
  };
  return { Example: { leave: inline }, MediaType: { leave: inlineExample } };
};

/** `value` with every `{ $ref: 'relative/file.yaml[#/pointer]' }` in it that names an existing file replaced by what it names. */
function followed(value, fromFile, depth) {
  if (Array.isArray(value)) return value.map((item) => followed(item, fromFile, depth));
  if (!value || typeof value !== 'object') return value;
  const target = typeof value.$ref === 'string' && Object.keys(value).length === 1 ? fileTarget(value.$ref, fromFile) : null;
  if (target && depth < MAX_DEPTH) {
    const content = readPointer(target.file, target.pointer);
    if (content !== undefined) return followed(content, target.file, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, followed(item, fromFile, depth)]));
}

/** The file (and pointer inside it) a relative `$ref` names, when the file exists; else null. */
function fileTarget(ref, fromFile) {
  // A pointer into the same document, an absolute URL, or a document read from a URL: left as data.
  if (ref.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(ref) || /^[a-z][a-z0-9+.-]*:\/\//i.test(fromFile)) return null;
  const [relative, pointer = ''] = ref.split('#', 2);
  const file = path.resolve(path.dirname(fromFile), filePath(relative));
  return fs.existsSync(file) && fs.statSync(file).isFile() ? { file, pointer } : null;
}

/** A `$ref`'s path URI-decoded (`100%25.yaml` is `100%.yaml`), or as written where it is no valid encoding (`100%.yaml`), as the resolver reads it. */
function filePath(relative) {
  try {
    return decodeURI(relative);
  } catch {
    return relative;
  }
}

/** The value at `pointer` (`/a/b`) in a YAML or JSON file, or undefined when it cannot be read. */
function readPointer(file, pointer) {
  let node;
  try {
    node = parseYaml(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  for (const token of pointer.split('/').slice(1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = node[fragmentToken(token)];
  }
  return node;
}
