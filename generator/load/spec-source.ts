// Whose spec a pass reads, decided in one place: the project's own (`spec/openapi.yaml`, linted
// with redocly.yaml and its plugin, versioned by releases/), or another document given with
// --spec, linted with the structural rules only and versioned by its own `info.version`. Naming
// the project's own spec with --spec is still the project's own spec. Another document may be a URL.
import fs from 'node:fs';
import path from 'node:path';
import { isUrl } from './spec-address.ts';

/** The project's spec, relative to the project root. */
export const PROJECT_SPEC = 'spec/openapi.yaml';
/** The Redocly config the project's spec is linted with (and its `openapi` section styles the HTML docs). */
const PROJECT_CONFIG = 'redocly.yaml';
/** The folder of the Redocly plugin redocly.yaml loads. */
const LINT_PLUGIN_DIR = 'lint';

export interface SpecSource {
  /** Absolute path of the root spec file, or its http(s) URL. */
  specPath: string;
  /** What the project adds to its own spec; null for another document. */
  project: {
    /** redocly.yaml: lint rules, and the docs settings. */
    configPath: string;
    /** The lint plugin's folder (--watch reloads it on a save there). */
    lintPluginDir: string;
  } | null;
}

/** The source of `specPath` (default: the project's spec) in the project at `projectRoot`. */
export function specSource(projectRoot: string, specPath: string = path.join(projectRoot, PROJECT_SPEC)): SpecSource {
  if (isUrl(specPath)) return { specPath: new URL(specPath).href, project: null };
  const resolved = path.resolve(specPath);
  const own = samePath(resolved, path.join(projectRoot, PROJECT_SPEC));
  return {
    specPath: resolved,
    project: own ? { configPath: path.join(projectRoot, PROJECT_CONFIG), lintPluginDir: path.join(projectRoot, LINT_PLUGIN_DIR) } : null,
  };
}

/** Whether two paths name one file, through symbolic links (a project under /tmp reached by another name). */
function samePath(a: string, b: string): boolean {
  if (path.resolve(a) === path.resolve(b)) return true;
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return false;
  }
}
