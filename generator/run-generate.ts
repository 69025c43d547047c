// One generation pass as the CLI reports it (warnings, the release report, what was written or is
// stale), and --watch: a pass per burst of saves. cli.ts loads this module once the arguments are
// checked.
import fs from 'node:fs';
import path from 'node:path';
import { generate, type GenerateOptions } from './generate.ts';
import { SpecError } from './load/load-spec.ts';
import { reloadLintPlugins } from './load/lint.mjs';
import { isWithin, watchSpecFolder } from './load/watch-spec.ts';
import { specSource } from './load/spec-source.ts';
import { generateReport } from './changes/report.ts';
import { formatWarnings } from './warnings.ts';

/**
 * One pass: generate, report, and the exit code (0 done or up to date, 1 stale or failed).
 * `command`: what regenerates these outputs (the same spec, folder and options), suggested when
 * `--check` finds them stale.
 */
export async function runOnce(options: GenerateOptions, command = 'npm run generate'): Promise<number> {
  const started = performance.now();
  const out = path.relative(process.cwd(), options.outDir) || '.';
  try {
    const result = await generate(options);
    for (const line of formatWarnings(result.warningGroups)) console.warn(line);
    // What the spec's edits mean for the package's users, against the spec as last released.
    if (result.release) console.log(generateReport(result.release));
    if (options.check) {
      if (result.stale.length > 0) {
        console.error(`${out}/ is stale; run \`${command}\`:\n${result.stale.map((f) => `  ${f}`).join('\n')}`);
        return 1;
      }
      console.log(`${out}/ is up to date (${result.files.length} files${options.docs === false ? '; docs/ not checked: --no-docs' : ''}).`);
      return 0;
    }
    const ms = Math.round(performance.now() - started);
    const docs = options.docs === false ? '; no docs made: --no-docs' : '';
    console.log(`${out}/: ${result.written.length} written, ${result.unchanged.length} unchanged, ${result.removed.length} removed${docs} (${ms} ms).`);
    return 0;
  } catch (error) {
    if (error instanceof SpecError) console.error(error.message);
    else console.error(`generate failed: ${(error as Error).message}`);
    return 1;
  }
}

/** Generates, then again on each burst of saves, until the process is stopped. */
export async function watch(options: GenerateOptions): Promise<number> {
  const specDir = path.dirname(options.specPath);
  const { project } = specSource(options.projectRoot, options.specPath);
  const pluginDir = project?.lintPluginDir;
  let savedAt = 0;
  let pluginSaved = false;
  // Ctrl-C or a kill ends the watch through process.exit, so exit handlers run (a docs build under
  // way is stopped and its folder removed).
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) process.once(signal, () => process.exit(code));
  const onSave: GenerateOptions = {
    ...options,
    check: false,
    // What each output changed, once the pass has written everything (a pass writes all or nothing).
    onEmitted: (emitter, report) => console.log(`  ${emitter}: ${report.written.length} changed (${Math.round(performance.now() - savedAt)} ms)`),
  };
  const passes = passPerBurst(() => {
    savedAt = performance.now();
    if (pluginSaved) {
      pluginSaved = false;
      reloadLintPlugins();
    }
    return runOnce(onSave);
  });
  // Watching starts before the first pass, so a save made during it is not missed.
  const watcher = watchSpecFolder(
    specDir,
    (file) => {
      if (pluginDir && isWithin(path.resolve(file), pluginDir)) pluginSaved = true;
      passes.saved();
    },
    (error) => console.error(`watch: ${error.message}`),
    {
      // A save of redocly.yaml lints again with it: each pass loads the config.
      files: project ? [project.configPath] : [],
      // The emitters read their templates and the profiles' runtime modules on every pass, so a save there shows at once.
      folders: [path.join(options.projectRoot, 'templates'), ...profileRuntimeDirs(options.projectRoot), ...(pluginDir ? [pluginDir] : [])],
      ignore: [options.outDir],
    },
  );
  // A save during the first pass regenerates after it, like any save during a pass.
  await passes.run(() => runOnce(options));
  await watcher.ready;
  console.log(`Watching ${path.relative(process.cwd(), specDir) || '.'} for changes (Ctrl-C to stop).`);
  return new Promise<number>(() => {});
}

/** How long saves must pause before a pass starts: editors save in several steps. */
const SAVES_SETTLE_MS = 30;

/**
 * One pass per burst of saves: after `saved()`, `pass` runs once the saves have settled, one pass at
 * a time; saves made while a pass runs share one pass after it (a pass reads the files when it
 * starts). `run(first)` puts another pass in the same line (the first one, which saves wait for).
 */
function passPerBurst(pass: () => Promise<unknown>): { saved(): void; run(first: () => Promise<unknown>): Promise<unknown> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let queued = false;
  const saved = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (queued) return;
      queued = true;
      running = running.then(() => {
        queued = false;
        return pass();
      });
    }, SAVES_SETTLE_MS);
  };
  return { saved, run: (first) => (running = running.then(first)) };
}

/** Each service profile's runtime folder (generator/profiles/<service>/runtime/), which the runtime emitter copies. */
function profileRuntimeDirs(root: string): string[] {
  const profiles = path.join(root, 'generator/profiles');
  return fs
    .readdirSync(profiles, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(profiles, entry.name, 'runtime')))
    .map((entry) => path.join(profiles, entry.name, 'runtime'));
}
