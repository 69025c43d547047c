// A local keep-alive HTTP server answering canned envelopes, run as its own process so the
// client being measured does not share its event loop.
//   tsx bench/canned-server.ts envelope   every POST answers candidate.info's success example
//   tsx bench/canned-server.ts pages N    application.list pages of 100 items, N items in all
// Prints `listening <port>` once ready; binds 127.0.0.1 on a free port.
import http from 'node:http';
import { buildPayloads, loadBundledModel } from './payloads.ts';

const PAGE_SIZE = 100;
const [mode = 'envelope', totalArg = '100000'] = process.argv.slice(2);
const payloads = buildPayloads(loadBundledModel());
const candidateBody = Buffer.from(JSON.stringify(payloads.find((p) => p.id === 'candidate')!.valid));
const listPage = payloads.find((p) => p.id === 'list')!.valid as { results: Record<string, unknown>[] };
const total = Number(totalArg);

/** The page starting at `offset`: items with ids that say where they are, cursor to the next page. */
function page(offset: number): Buffer {
  const count = Math.max(0, Math.min(PAGE_SIZE, total - offset));
  const results = Array.from({ length: count }, (_, i) => ({
    ...listPage.results[i % listPage.results.length],
    id: `00000000-0000-4000-8000-${(offset + i).toString(16).padStart(12, '0')}`,
  }));
  const more = offset + count < total;
  const body = more
    ? { success: true, results, moreDataAvailable: true, nextCursor: String(offset + count) }
    : { success: true, results, moreDataAvailable: false, syncToken: 'sync-token-end' };
  return Buffer.from(JSON.stringify(body));
}

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let body: Buffer = candidateBody;
    if (mode === 'pages') {
      const sent = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      body = page(Number(sent.cursor ?? 0));
    }
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
