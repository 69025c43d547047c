// How many bytes a browser or serverless bundle pays for the client: esbuild, minified, ESM for
// the browser, gzip level 9; against a bare openapi-fetch client of the same spec. Sizes do not
// depend on the machine, so one build of each is the measurement.
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import type { BenchContext } from './context.ts';
import { projectRoot } from './process.ts';
import type { SectionResult } from './report.ts';

const TITLE = '6. Bundle size';
/** HiringApiClient alone, minified and gzipped, stays within this. */
const TARGET_GZIP_BYTES = 14_500;

interface Entry {
  label: string;
  source: string;
}

const ENTRIES: Entry[] = [
  {
    label: 'bare openapi-fetch (`createClient<paths>()`)',
    source: "import createClient from 'openapi-fetch';\nexport const client = createClient({ baseUrl: 'https://hiring.example.com' });",
  },
  {
    label: '`HiringApiClient` alone',
    source: "import { HiringApiClient } from './generated/index.ts';\nexport const client = new HiringApiClient({ apiKey: 'k', baseUrl: 'https://hiring.example.com' });",
  },
  {
    label: '`HiringApiClient` with `validateResponses` (the `validators` entry point)',
    source:
      "import { HiringApiClient } from './generated/index.ts';\nimport * as validators from './generated/validators.js';\nexport const client = new HiringApiClient({ apiKey: 'k', baseUrl: 'https://hiring.example.com', validators, validateResponses: true });",
  },
];

async function measure(entry: Entry): Promise<{ minified: number; gzip: number }> {
  const result = await esbuild.build({
    stdin: { contents: entry.source, resolveDir: projectRoot, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    absWorkingDir: projectRoot,
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export async function bundleSizeSection(context: BenchContext): Promise<SectionResult> {
  const sizes = [];
  for (const entry of ENTRIES) {
    context.log(`   bundling ${entry.label}`);
    sizes.push({ entry, ...(await measure(entry)) });
  }
  const bare = sizes[0].gzip;
  const alone = sizes[1].gzip;
  return {
    id: 'bundle',
    title: TITLE,
    method: [
      `Each entry bundled by esbuild ${esbuild.version} (\`bundle\`, \`minify\`, ESM, browser platform) from the generated sources in \`${path.relative(projectRoot, path.join(projectRoot, 'generated'))}/\`, then gzipped (level 9).`,
    ],
    tables: [
      {
        headers: ['Bundle', 'Minified', 'Gzip', 'Gzip vs bare openapi-fetch'],
        rows: sizes.map((s) => [s.entry.label, kb(s.minified), kb(s.gzip), `${(s.gzip / bare).toFixed(2)}x`]),
      },
    ],
    targets: [{ target: `\`HiringApiClient\` alone bundles to at most ${TARGET_GZIP_BYTES / 1000} kB gzip (minified, esbuild)`, measured: `${kb(alone)} (bare openapi-fetch ${kb(bare)})`, met: alone <= TARGET_GZIP_BYTES }],
    notes: [
      'The validators (Ajv standalone code for every request and response schema) are an entry point of their own, `@hiring-api/client/validators`; a client that does not validate neither loads nor bundles them.',
      "What `HiringApiClient` adds to openapi-fetch is the operation table and one method per operation (159), the runtime (retries, deadlines, errors, paging, uploads) and the per-method types, which cost nothing at run time. The writers of form, byte and text bodies, query styles and cookies, and the check for answers that may be streams, are bundled only by a client whose document uses them.",
    ],
  };
}
