// What an operation's docs say of a stream it answers with (server-sent events, JSON Lines): what
// the fields listed are, and how the client hands the items over (templates/runtime/event-stream.ts).
import type { OperationModel } from '../../model/types.ts';
import { streamFormats } from '../client/operation-shape.ts';
import { componentOf } from '../client/schema-names.ts';

/**
 * The sentence under "Result fields" for an operation whose answer is, or may be, a stream; null for
 * one without. `recordLink` gives a record's markdown link, or null where the records page has none.
 */
export function streamNote(op: OperationModel, recordLink: (name: string) => string | null): string | null {
  const formats = streamFormats(op);
  if (formats === null) return null;
  const media = Object.keys(formats).map((type) => `\`${type}\``).join(', ');
  const wholeEvents = Object.values(formats).every((format) => format === 'events');
  if (op.response.stream) {
    return wholeEvents
      ? `The answer is a stream of server-sent events (${media}); the client yields each event whole as it arrives (\`{ event, data, id, retry }\`, its data as text).`
      : `The answer is a stream (${media}); the fields below are those of each item, which the client yields as it arrives.`;
  }
  const named = op.response.streamItems.map((item) => componentOf(item.schema)).find((name) => name !== null) ?? null;
  const link = named ? recordLink(named) : null;
  const items = wholeEvents ? ', each event handed over whole' : link ? `, each item ${link}` : '';
  return `Where the request asks for a stream, the answer is one instead (${media}${items}), which the client yields as it arrives; the fields below are those of the JSON answer.`;
}
