// Redocly's bundler saves the schema each discriminator `mapping` value reaches as a component, named
// by the last token of its JSON pointer as the pointer writes it: for a schema whose name holds `~`
// or `/` (`A~B`, `C/D`) that is the escaped token (`A~0B`, `C~1D`), so the bundle gains a second
// component, a copy of the schema under that name, and the mapping names the copy; the types then
// hold the schema twice. (Where a component already has the escaped name, the copy is `A~0B-2`.)
// Each such copy is folded back here, after bundling: the mapping values that name it name the
// schema it copies, and the copy is removed. A copy is known by being the same node as a schema
// whose escaped name it is: a schema the document itself names `A~0B` is a different node and stays.
import { escapeToken, schemaComponentRef, unescapeToken } from '../json-pointer.ts';
import { eachDiscriminator } from './discriminator-walk.ts';
import { isObject } from '../json-object.ts';

const SCHEMAS = '#/components/schemas/';

/** `document` (bundled, changed in place) without the copies the bundler made of mapping targets. */
export function withoutMappingCopies<T extends Record<string, any>>(document: T): T {
  const schemas = document.components?.schemas;
  if (!isObject(schemas)) return document;
  const copies = mappingCopies(schemas);
  if (copies.size === 0) return document;
  // The pointer each copy was written as, to the pointer of the schema it copies.
  const pointers = new Map([...copies].map(([copy, original]) => [`${SCHEMAS}${copy}`, schemaComponentRef(original)]));
  for (const copy of copies.keys()) delete schemas[copy];
  // The bundler writes a copy's pointer only as a discriminator's mapping value (or `defaultMapping`).
  eachDiscriminator(document, (discriminator) => rewriteMapping(discriminator, pointers));
  return document;
}

/** Each copy's name with the name of the schema it copies: the same node, under its escaped name (or that with a `-N` suffix). */
function mappingCopies(schemas: Record<string, unknown>): Map<string, string> {
  const copies = new Map<string, string>();
  for (const name of Object.keys(schemas)) {
    // The name as written, or without the `-N` the bundler adds where the escaped name was taken.
    for (const escaped of [name, name.replace(/-\d+$/, '')]) {
      const original = unescapeToken(escaped);
      if (original !== escaped && original !== name && Object.hasOwn(schemas, original) && schemas[original] === schemas[name] && escapeToken(original) === escaped) {
        copies.set(name, original);
        break;
      }
    }
  }
  return copies;
}

function rewriteMapping(discriminator: Record<string, any>, pointers: ReadonlyMap<string, string>): void {
  if (typeof discriminator.defaultMapping === 'string' && pointers.has(discriminator.defaultMapping)) discriminator.defaultMapping = pointers.get(discriminator.defaultMapping);
  if (!isObject(discriminator.mapping)) return;
  for (const [value, target] of Object.entries(discriminator.mapping)) {
    if (typeof target === 'string' && pointers.has(target)) discriminator.mapping[value] = pointers.get(target);
  }
}
