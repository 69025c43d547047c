// npm run sandbox [-- --port N] [--db FILE] [--keys FILE] [--seed N] [--candidates N] [--users N] [--jobs N] [--cors-origin ORIGIN ...] [--allow-host NAME ...]
// Starts the sandbox in the foreground; SIGINT or SIGTERM close the server and the database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startSandbox } from './server.ts';
import { OpenDatabaseError } from './store.ts';
import { KeysFileError, DEFAULT_KEYS_FILE } from './keys.ts';
import { DEFAULT_SIZES } from './seed/index.ts';
import { CorsOriginError, parseOrigin } from './cors.ts';

const USAGE = `Usage: npm run sandbox -- [options]
  --port N         port to listen on (default 4020; 0 picks a free one)
  --host HOST      address to listen on (default 127.0.0.1)
  --db FILE        database file (default .sandbox/sandbox.db; :memory: keeps nothing)
  --keys FILE      keys file (default sandbox/keys.json, the demo keys)
  --seed N         seed of the generated data, used when the database is new (default 1)
  --candidates N   generated candidates (default ${DEFAULT_SIZES.candidates}); also --users N, --jobs N
  --allow-host NAME
                   also answer requests addressed to NAME (such as a LAN name when --host is
                   0.0.0.0); repeat it for more (default: localhost names and the --host address)
  --cors-origin ORIGIN
                   let web pages on ORIGIN (such as http://localhost:5173) call the sandbox
                   from a browser; repeat it for more origins (default: no browser access)`;

function fail(message: string, status = 1): never {
  process.stderr.write(`sandbox: ${message}\n`);
  process.exit(status);
}

function whole(raw: string | undefined, flag: string, fallback: number, min = 0): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) fail(`--${flag} must be a whole number${min ? ` of at least ${min}` : ''}, not "${raw}".\n${USAGE}`, 2);
  return Number(raw);
}

async function main(): Promise<void> {
  let values;
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        keys: { type: 'string' },
        seed: { type: 'string' },
        candidates: { type: 'string' },
        users: { type: 'string' },
        jobs: { type: 'string' },
        'cors-origin': { type: 'string', multiple: true },
        'allow-host': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = whole(values.port, 'port', 4020);
  if (port > 65535) fail(`--port must be at most 65535, not ${port}.`, 2);
  const db = values.db ?? path.join('.sandbox', 'sandbox.db');
  const keysFile = values.keys ?? DEFAULT_KEYS_FILE;
  let corsOrigins: string[];
  try {
    corsOrigins = [...new Set((values['cors-origin'] ?? []).map(parseOrigin))];
  } catch (error) {
    if (error instanceof CorsOriginError) fail(error.message, 2);
    throw error;
  }
  let sandbox;
  try {
    sandbox = await startSandbox({
      port,
      host: values.host,
      db,
      keysFile,
      corsOrigins,
      allowHosts: values['allow-host'] ?? [],
      seed: whole(values.seed, 'seed', 1),
      sizes: {
        candidates: whole(values.candidates, 'candidates', DEFAULT_SIZES.candidates),
        users: whole(values.users, 'users', DEFAULT_SIZES.users),
        jobs: whole(values.jobs, 'jobs', DEFAULT_SIZES.jobs, 1),
      },
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${port} is in use: stop what holds it or pick another with --port N.`);
    if (code === 'EACCES') fail(`not allowed to listen on port ${port}: pick one above 1023 with --port N.`);
    if (error instanceof OpenDatabaseError || error instanceof KeysFileError) fail(error.message);
    throw error;
  }
  const relativeKeys = path.relative(process.cwd(), keysFile) || keysFile;
  process.stdout.write(
    [
      `Hiring API sandbox on ${sandbox.url}`,
      `  database  ${db}${sandbox.seeded ? ' (new: seeded)' : ''}`,
      ...(sandbox.olderSeed !== null ? [`            seeded by an earlier sandbox: kinds of record added since (archive reasons, departments, ...) are missing; remove the file to seed it again`] : []),
      `  keys      ${relativeKeys}${keysFile === DEFAULT_KEYS_FILE ? ' (the demo keys listed in README, "Sandbox")' : ''}`,
      `  browsers  ${corsOrigins.length ? `pages on ${corsOrigins.join(', ')} may call it` : 'no web page may call it (--cors-origin ORIGIN allows one)'}`,
      `  ${sandbox.stateful.length} operations keep state; the other ${sandbox.examplesOnly.length} answer with the spec's examples and are not stateful.`,
      '  Ctrl-C stops it.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(() => {
      process.stdout.write(`Sandbox stopped (${signal}); database closed.\n`);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => fail(`could not start: ${(error as Error).message}`));
