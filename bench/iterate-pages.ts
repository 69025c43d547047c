// Child process of the memory bench: iterates every item of application.list through the
// client's page iterator against the canned server, and prints what it saw as one JSON line.
//   tsx bench/iterate-pages.ts <baseUrl> stream|collect
// Besides peak RSS (which also follows the garbage collector's moods), it records the heap still
// in use after a full collection at the 10,000th item and at the last: streaming keeps that flat.
import v8 from 'node:v8';
import vm from 'node:vm';
import { HiringApiClient } from '../generated/client.ts';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const retainedHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const [baseUrl, mode = 'stream'] = process.argv.slice(2);
// A placeholder, not a key: the canned server ignores it.
const client = new HiringApiClient({ apiKey: 'bench-placeholder', baseUrl });
const kept: unknown[] = [];
let items = 0;
let peakRss = process.memoryUsage.rss();
let retainedAtTenThousand: number | null = null;
const started = performance.now();
for await (const application of client.application.list({ limit: 100 })) {
  items += 1;
  if (mode === 'collect') kept.push(application);
  if (items % 1000 === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss());
  if (items === 10_000) retainedAtTenThousand = retainedHeap();
}
const ms = performance.now() - started;
const retainedAtEnd = retainedHeap();
console.log(JSON.stringify({ items, kept: kept.length, ms, peakRss, retainedAtTenThousand, retainedAtEnd }));
