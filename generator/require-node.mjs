// Plain JavaScript on purpose: on a Node too old to run the generator's TypeScript, this says so in
// one line instead of Node's ERR_UNKNOWN_FILE_EXTENSION stack trace.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`generate needs Node 22.18 or later (it runs TypeScript with Node's type stripping); this is Node ${process.versions.node}.`);
  process.exit(2);
}
