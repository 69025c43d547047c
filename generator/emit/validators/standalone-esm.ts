// Ajv standalone code as an ES module. Ajv's ESM output still loads its run-time helpers
// (`equal`, `ucs2length`) and ajv-formats' format functions with `require(...)`, which an ES
// module cannot call; each distinct require becomes one namespace import instead.
import type { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';

const standaloneCode = ((standaloneCodeModule as any).default ?? standaloneCodeModule) as (ajv: Ajv2020, refs: Record<string, string>) => string;

/** Name of the helper that unwraps a CommonJS module imported as a namespace. */
const INTEROP = '__cjsExports';

/**
 * Standalone validation code defining (not exporting) `exportName -> schema $id` as ESM. Run-time helper
 * modules are imported by namespace: Node hands a CommonJS module's `module.exports` as
 * `default`, bundlers hand its exports directly; `__cjsExports` accepts both.
 */
export function standaloneEsm(ajv: Ajv2020, exportsMap: Record<string, string>): string {
  const modules = new Map<string, string>();
  let body = standaloneCode(ajv, exportsMap)
    .replace(/^"use strict";/, '')
    .replace(/require\("([^"]+)"\)/g, (_match, specifier: string) => {
      let binding = modules.get(specifier);
      if (!binding) {
        binding = `__runtime${modules.size}`;
        modules.set(specifier, binding);
      }
      return binding;
    });
  // The validate functions serve the module's own API; they are not part of what it exports.
  // One pass over the code: it is large, and there is one declaration per exported function.
  const unexported = new Set<string>();
  body = body.replace(/export const ([\w$]+) = /g, (declaration, name: string) => {
    if (!Object.hasOwn(exportsMap, name)) return declaration;
    unexported.add(name);
    return `const ${name} = `;
  });
  body = withoutDuplicateFunctions(body);
  const missing = Object.keys(exportsMap).filter((name) => !unexported.has(name));
  if (missing.length > 0) throw new Error(`Ajv standalone code lacks the expected "export const ${missing[0]} = ".`);
  if (/\brequire\(/.test(body)) throw new Error('Ajv standalone code contains a require() this emitter cannot turn into an import.');
  const lines: string[] = [];
  for (const [specifier, binding] of modules) lines.push(`import * as ${binding}Module from ${JSON.stringify(esmSpecifier(specifier))};`);
  if (modules.size > 0) {
    lines.push(`function ${INTEROP}(ns) { return ns.default && ns.default.__esModule ? ns.default : ns; }`);
    for (const binding of modules.values()) lines.push(`const ${binding} = ${INTEROP}(${binding}Module);`);
  }
  return `${lines.join('\n')}\n${body.trim()}\n`;
}

/** How Ajv declares a validate function (an unescaped `""` cannot stand inside the schemas' JSON strings). */
const VALIDATE_DECLARATION = /\bfunction (validate\d+)\(data, \{instancePath="",/g;

/**
 * Ajv's standalone code can declare one validate function twice where components refer to each other
 * in a cycle (the duplicate functions of ajv-validator/ajv#1361). As the CommonJS Ajv writes it for,
 * that loads, and every reference binds to the last declaration; an ES module may not declare a name
 * twice. The earlier declarations are renamed, so every reference still binds to the last one.
 */
function withoutDuplicateFunctions(code: string): string {
  const declarations = new Map<string, number>();
  for (const match of code.matchAll(VALIDATE_DECLARATION)) declarations.set(match[1], (declarations.get(match[1]) ?? 0) + 1);
  if (![...declarations.values()].some((count) => count > 1)) return code;
  const seen = new Map<string, number>();
  return code.replace(VALIDATE_DECLARATION, (declaration, name: string) => {
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    return count + 1 < declarations.get(name)! ? declaration.replace(name, `${name}_shadowed${count + 1}`) : declaration;
  });
}

/** Deep imports into packages without an export map need the file extension under Node ESM. */
function esmSpecifier(specifier: string): string {
  return /\.[cm]?js$/.test(specifier) ? specifier : `${specifier}.js`;
}
