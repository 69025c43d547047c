// Reports every save under the spec's folder, of the lint config beside it, and under the folders of
// other inputs (templates/, the lint plugin's lint/), for --watch.
// chokidar rather than Node's fs.watch(recursive): on Linux, Node 20 follows each file by its inode,
// so once an editor saved by writing a temporary file and renaming it over the original (vim,
// `sed -i`, JetBrains' safe write), later saves of that file went unseen and the watcher fell silent.
import path from 'node:path';
import { watch } from 'chokidar';

// What a spec is written in. Editors also write files beside the one being edited (vim's 4913 write
// test, backups, temporary files; chokidar already skips swap files); those are not saves of the spec.
const SPEC_FILE = /\.(?:ya?ml|json)$/i;
// In a folder of other inputs (templates/, lint/) any file may count, so only those side files are left out:
// vim's 4913 and backups, Emacs' lock and backup files, temporary files.
const EDITOR_SIDE_FILE = /^(?:4913|\.#.*|.*~|.*\.(?:bak|tmp|swp|swx))$/i;

export interface AlsoWatched {
  /** Single files beside the spec folder (the lint config): each save of one counts. */
  files?: string[];
  /** Folders of other inputs (templates/, lint/): a save of any file under one counts, editors' side files aside. */
  folders?: string[];
  /**
   * Folders never watched even inside the spec's folder: the output (a spec at a project's root
   * would otherwise see every write of its own output as a save, and run again).
   */
  ignore?: string[];
}

/** Never inputs, wherever they are: dependencies and version control (tens of thousands of files). */
const NEVER_WATCHED = /(^|[\\/])(node_modules|\.git)([\\/]|$)/;

export interface SpecWatcher {
  /** Resolves once every file under the folder is watched: a save after that is seen. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `onChange` with the path of each spec file (YAML or JSON) or folder added, changed or removed
 * under `dir`, of each change to `also.files` (the lint config, which lives beside the spec folder),
 * and of each file or folder added, changed or removed under `also.folders` (templates/, lint/).
 */
export function watchSpecFolder(dir: string, onChange: (file: string) => void, onError: (error: Error) => void, also: AlsoWatched = {}): SpecWatcher {
  const specDir = path.resolve(dir);
  const files = new Set((also.files ?? []).map((file) => path.resolve(file)));
  const inputFolders = (also.folders ?? []).map((folder) => path.resolve(folder));
  // Each extra file is watched through its folder, filtered to that file: chokidar stops following a
  // file watched on its own once it is deleted, and would not see it written again.
  const folders = [...new Set([...files].map((file) => path.dirname(file)))];
  const underWatch = (file: string) => [specDir, ...inputFolders].some((folder) => isWithin(file, folder) || isWithin(folder, file));
  const ignored = (also.ignore ?? []).map((folder) => path.resolve(folder));
  const excluded = (file: string) => NEVER_WATCHED.test(file) || ignored.some((folder) => isWithin(file, folder));
  const watched = (file: string) => !excluded(file) && (underWatch(file) || files.has(file));
  // ignoreInitial: the files already there are not news; atomic (chokidar's default) reports a
  // rename-over save as one change of the file rather than a removal and an addition; ignored keeps
  // chokidar out of everything else beside the extra files (node_modules, generated/, ...).
  const watcher = watch([specDir, ...inputFolders, ...folders], { ignoreInitial: true, atomic: true, ignored: (file: string) => !watched(path.resolve(file)) });
  watcher.on('all', (event, file) => {
    const resolved = path.resolve(file);
    const folderEvent = event === 'addDir' || event === 'unlinkDir';
    if (files.has(resolved)) onChange(file);
    else if (isWithin(resolved, specDir) && (folderEvent || SPEC_FILE.test(file))) onChange(file);
    else if (inputFolders.some((folder) => isWithin(resolved, folder)) && (folderEvent || !EDITOR_SIDE_FILE.test(path.basename(file)))) onChange(file);
  });
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}

/** `file` is `folder` or lies under it. */
export function isWithin(file: string, folder: string): boolean {
  return file === folder || file.startsWith(folder + path.sep);
}
