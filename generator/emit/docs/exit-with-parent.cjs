// Loaded (node --require) before the Redocly CLI in a docs build started ahead of its document.
// Its standard input is a pipe from the generator that started it, which never writes to it: the
// pipe ends only when that process is gone (even killed outright). Then remove the build's folder,
// which that process would have removed, and stop rather than wait for ever for a document that
// will never come. SIGKILL rather than process.exit: a thread blocked opening the named pipe would
// hold a normal exit for ever. Unreferenced, so it never keeps the CLI running.
const fs = require('node:fs');

const folder = process.env.HIRING_DOCS_BUILD_DIR;
const stop = () => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  process.kill(process.pid, 'SIGKILL');
};
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
process.stdin.unref();
