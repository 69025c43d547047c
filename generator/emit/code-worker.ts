// Worker thread for the TypeScript files built with ts-morph (code.ts): the model (without its
// bundle) and the files wanted in, their text out.
import { serve } from '../workers/serve.mjs';
import type { ModelWithoutBundle } from '../model/types.ts';
import { renderClient } from './client/render-client.ts';
import { renderConventions } from './runtime/render-conventions.ts';
import { renderExamples, renderOperations } from './server/render-operations.ts';

const RENDERERS = {
  'client.ts': renderClient,
  'server/operations.ts': renderOperations,
  'server/examples.ts': renderExamples,
  'runtime/conventions.ts': renderConventions,
} satisfies Record<string, (model: ModelWithoutBundle) => string | Promise<string>>;

export type CodeFile = keyof typeof RENDERERS;

export interface CodeJob {
  files: CodeFile[];
  model: ModelWithoutBundle;
}

serve(({ files, model }: CodeJob) => Promise.all(files.map((file) => RENDERERS[file](model))));
