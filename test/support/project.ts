// Paths and one-time loads shared by the test suites.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../generator/spec/load-spec.ts';
import { buildModel } from '../../generator/model/build-model.ts';
import type { ApiModel } from '../../generator/model/types.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const specPath = path.join(projectRoot, 'spec/openapi.yaml');
export const configPath = path.join(projectRoot, 'redocly.yaml');

let cached: Promise<ApiModel> | undefined;

/** The project's spec, linted with redocly.yaml, bundled and modelled (once per test file). */
export function loadProjectModel(): Promise<ApiModel> {
  cached ??= loadSpec(specPath, { configPath }).then((spec) => buildModel(spec.document));
  return cached;
}
