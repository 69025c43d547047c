// Reports every save under the spec's folder, and of the lint config beside it, for --watch.
// chokidar rather than Node's fs.watch(recursive): on Linux, Node 20 follows each file by its inode,
// so once an editor saved by writing a temporary file and renaming it over the original (vim,
// `sed -i`, JetBrains' safe write), later saves of that file went unseen and the watcher fell silent.
import path from 'node:path';
import { watch } from 'chokidar';

// What a spec is written in. Editors also write files beside the one being edited (vim's 4913 write
// test, backups, temporary files; chokidar already skips swap files); those are not saves of the spec.
const SPEC_FILE = /\.(?:ya?ml|json)$/i;

export interface SpecWatcher {
  /** Resolves once every file under the folder is watched: a save after that is seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `onChange` with the path of each spec file (YAML or JSON) or folder added, changed or removed
 * under `dir`, and of each change to `alsoFiles` (the lint config, which lives beside the spec folder).
 */
export function watchSpecFolder(dir: string, onChange: (file: string) => void, onError: (error: Error) => void, alsoFiles: string[] = []): SpecWatcher {
  const specDir = path.resolve(dir);
  const files = new Set(alsoFiles.map((file) => path.resolve(file)));
  // Each extra file is watched through its folder, filtered to that file: chokidar stops following a
  // file watched on its own once it is deleted, and would not see it written again.
  const folders = [...new Set([...files].map((file) => path.dirname(file)))];
  const watched = (file: string) => isWithin(file, specDir) || isWithin(specDir, file) || files.has(file);
  // ignoreInitial: the files already there are not news; atomic (chokidar's default) reports a
  // rename-over save as one change of the file rather than a removal and an addition; ignored keeps
  // chokidar out of everything else beside the extra files (node_modules, generated/, ...).
  const watcher = watch([specDir, ...folders], { ignoreInitial: true, atomic: true, ignored: (file: string) => !watched(path.resolve(file)) });
  watcher.on('all', (event, file) => {
    const resolved = path.resolve(file);
    if (files.has(resolved)) onChange(file);
    else if (isWithin(resolved, specDir) && (event === 'addDir' || event === 'unlinkDir' || SPEC_FILE.test(file))) onChange(file);
  });
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}

/** `file` is `folder` or lies under it. */
function isWithin(file: string, folder: string): boolean {
  return file === folder || file.startsWith(folder + path.sep);
}
