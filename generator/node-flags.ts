// The Node settings every generator process runs with: `npm run generate` (package.json's script,
// which test/generator/node-flags.test.ts holds to this list), the `redocly build-docs` process the
// HTML docs are built in (emit/docs/build-docs.ts) and the bench's runs of the generator.
export const GENERATOR_NODE_FLAGS = [
  // Node 24 sizes the young generation by the machine's memory (64 MiB semi-spaces on a 24 GiB
  // machine); Node 22 stops at 16 MiB. With Node 22's size a run on a large document peaks lower for
  // the same CPU time (bench/RESULTS.md, section 8a).
  '--max-semi-space-size=16',
  // For generator/stage-garbage.ts: a full collection at the end of a stage that left much garbage,
  // which keeps a run on a large document under its memory target (bench/RESULTS.md, section 8a).
  '--expose-gc',
];
