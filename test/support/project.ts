// Paths and one-time loads shared by the test suites.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { documentModel } from '../../generator/document-model.ts';
import type { ApiModel } from '../../generator/model/types.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const specPath = path.join(projectRoot, 'spec/openapi.yaml');
export const configPath = path.join(projectRoot, 'redocly.yaml');

let cached: Promise<ApiModel> | undefined;

/** The project's spec, linted with redocly.yaml, bundled and modelled (once per test file). */
export function loadProjectModel(): Promise<ApiModel> {
  cached ??= loadSpec(specPath, { configPath }).then((spec) => documentModel(spec.document));
  return cached;
}

/**
 * The lint plugin (lint/) and what it imports from generator/: the JSON-path module it writes paths
 * with, which reads pointers with generator/json-pointer.ts, and the rules it shares with other documents' lint (generator/tag-groups.ts,
 * generator/load/operation-id-unique.mjs), and how its places are worded (generator/load/problem-place.mjs, which shows a
 * path or URL by generator/load/spec-address.ts, which fetches by generator/load/follow-redirects.ts).
 */
export const LINT_PLUGIN_FILES = ['lint', 'generator/schema', 'generator/json-pointer.ts', 'generator/tag-groups.ts', 'generator/load/operation-id-unique.mjs', 'generator/load/problem-place.mjs', 'generator/load/spec-address.ts', 'generator/load/follow-redirects.ts'];

/**
 * A temporary copy of what linting the spec needs (spec/, lint/, generator/schema/, generator/json-pointer.ts, generator/tag-groups.ts, generator/load/operation-id-unique.mjs, problem-place.mjs, spec-address.ts and follow-redirects.ts, redocly.yaml, and the
 * packages the lint plugin imports, linked), to change on purpose; the caller removes it. With `generator`, also
 * what `generator/cli.ts` needs to generate for the copy's own spec (generator/, templates/, releases/).
 */
export function copyProject(prefix: string, options: { generator?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const folders = ['spec', ...(options.generator ? ['lint', 'generator', 'templates', 'releases'] : LINT_PLUGIN_FILES)];
  for (const folder of folders) fs.cpSync(path.join(projectRoot, folder), path.join(dir, folder), { recursive: true });
  fs.copyFileSync(configPath, path.join(dir, 'redocly.yaml'));
  if (options.generator) fs.copyFileSync(path.join(projectRoot, 'package.json'), path.join(dir, 'package.json'));
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
