// Child process of the memory bench: iterates every item of application.list through the
// client's page iterator against the canned server, and prints what it saw as one JSON line.
//   tsx bench/iterate-pages.ts <baseUrl> stream|collect
import { HiringApiClient } from '../generated/client.ts';

const [baseUrl, mode = 'stream'] = process.argv.slice(2);
// A placeholder, not a key: the canned server ignores it.
const client = new HiringApiClient({ apiKey: 'bench-placeholder', baseUrl });
const kept: unknown[] = [];
let items = 0;
let peakRss = process.memoryUsage.rss();
const started = performance.now();
for await (const application of client.application.list({ limit: 100 })) {
  items += 1;
  if (mode === 'collect') kept.push(application);
  if (items % 1000 === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss());
}
console.log(JSON.stringify({ items, kept: kept.length, ms: performance.now() - started, peakRss, heapUsed: process.memoryUsage().heapUsed }));
