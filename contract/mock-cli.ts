// `npm run mock [-- --port N] [-- --dynamic]`: the Prism mock of generated/openapi.json, static
// examples by default, generated data with --dynamic. Prism's request validation and its 401 on
// missing credentials stay on.
import { parseArgs } from 'node:util';
import { startPrism } from './mock/prism.ts';

const USAGE = `Usage: npm run mock -- [--port N] [--dynamic] [--host H]
  --port N     listen on port N (default 4010, Prism's usual port, which the README's examples use; 0 picks a free one)
  --dynamic    answer with data generated from the schemas instead of the spec's examples
  --host H     interface to listen on (default 127.0.0.1)`;

async function main(): Promise<number> {
  let values;
  try {
    values = parseArgs({ options: { port: { type: 'string' }, dynamic: { type: 'boolean' }, host: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.port !== undefined && !/^\d+$/.test(values.port)) {
    console.error(`--port must be a port number, not "${values.port}".\n${USAGE}`);
    return 2;
  }
  // 4010 is the mock's address in the README's examples (the spec's own server is the service's placeholder).
  const port = values.port === undefined ? 4010 : Number(values.port);
  if (port > 65535) {
    console.error(`--port must be at most 65535, not ${port}.`);
    return 2;
  }
  const prism = await startPrism({ port, host: values.host, dynamic: values.dynamic, onLog: (line) => console.log(line) });
  console.log(`Mock of generated/openapi.json at ${prism.baseUrl} (${values.dynamic ? 'dynamic data' : 'static examples'}); Ctrl-C stops it.`);
  await new Promise<void>((resolve) => {
    const stop = () => void prism.stop().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    prism.process.once('exit', () => resolve());
  });
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(`The mock could not start: ${(error as Error).message}`);
    process.exitCode = 1;
  },
);
