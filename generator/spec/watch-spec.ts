// Reports every save under the spec's folder, for --watch. chokidar rather than Node's
// fs.watch(recursive): on Linux, Node 20 follows each file by its inode, so once an editor saved by
// writing a temporary file and renaming it over the original (vim, `sed -i`, JetBrains' safe write),
// later saves of that file went unseen and the watcher fell silent.
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
  // ignoreInitial: the files already there are not news; atomic (chokidar's default) reports a
  // rename-over save as one change of the file rather than a removal and an addition.
  const watcher = watch([dir, ...alsoFiles], { ignoreInitial: true, atomic: true });
  watcher.on('all', (event, file) => {
    if (event === 'addDir' || event === 'unlinkDir' || SPEC_FILE.test(file)) onChange(file);
  });
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}
