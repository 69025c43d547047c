// Operations that declare a stream beside their JSON body (OpenAI's chat completions answer
// `text/event-stream` when a call sends `stream: true`): which of the two an answer is.
import { mediaRangeCovers } from './raw-body.js';

/** The answer is one of the streams the operation declares (OperationSpec.streamMedia), not JSON. */
export function isStreamAnswer(streamMedia: readonly string[], response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return !/[/+]json\b/i.test(type) && streamMedia.some((range) => mediaRangeCovers(range, type));
}
