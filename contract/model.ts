// The operation model of the bundled spec, read the way every emitter reads it.
import fs from 'node:fs';
import { documentModel } from '../generator/document-model.ts';
import type { ApiModel } from '../generator/model/types.ts';
import { DEFAULT_SPEC } from './mock/prism.ts';

export { DEFAULT_SPEC };

export function loadModel(specPath = DEFAULT_SPEC): ApiModel {
  if (!fs.existsSync(specPath)) throw new Error(`No bundled spec at ${specPath}: run \`npm run generate\` first.`);
  return documentModel(JSON.parse(fs.readFileSync(specPath, 'utf8')));
}
