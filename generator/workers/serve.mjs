// The worker side of worker-client.ts: answers each `{ id, input }` message with `{ id, output }`
// or `{ id, failure }`. Plain JavaScript, so a worker loads without any TypeScript tooling.
import { parentPort } from 'node:worker_threads';

export function serve(handle) {
  parentPort.on('message', async ({ id, input }) => {
    try {
      parentPort.postMessage({ id, output: await handle(input) });
    } catch (error) {
      parentPort.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
    }
  });
}
