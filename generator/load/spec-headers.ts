// `--spec-header 'Name: value'`: a header sent with each request to the origin of the `--spec` URL,
// for a description behind a login (`Authorization: Bearer …`, `X-Api-Key: …`), as
// openapi-typescript's redocly.yaml `resolve.http.headers` does. `${VAR}` in the value is the
// environment variable VAR, so a token written `--spec-header 'Authorization: Bearer ${SPEC_TOKEN}'`
// (single-quoted, for the shell not to expand it) is in neither the process list nor the shell's
// history. A value is a secret: no message here repeats it, nor anything the user wrote after the
// colon but a variable's name; the regenerate command (cli.ts) shows a value written out as `…`.
//
// Text is read by indexOf and one-character classes only: no pattern that could retry from every
// position of a long value.
import type { OriginHeaders } from './spec-address.ts';

/** What RFC 9110 allows in a field name (a token): letters, digits and these marks. */
const FIELD_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** An environment variable's name as a shell writes it. */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Where a variable is named in a value: `${` … `}`. */
const OPEN = '${';
const CLOSE = '}';

/** What `--spec-header` takes, for the messages. */
const FORM = "--spec-header takes 'Name: value', a header's name, a colon and its value";

/**
 * The headers `written` (each `--spec-header`'s text) for the origin of `specUrl`, their variables
 * read from `env`; or the problem with the first that cannot be sent, in words that name the flag,
 * the header and a variable, never a value.
 */
export function specHeaders(written: readonly string[], specUrl: string, env: NodeJS.ProcessEnv): { headers: OriginHeaders } | { problem: string } {
  const headers: [string, string][] = [];
  for (const text of written) {
    const header = specHeader(text, env);
    if ('problem' in header) return header;
    const [name] = header.header;
    if (headers.some(([other]) => other.toLowerCase() === name.toLowerCase())) return { problem: `--spec-header ${name} is given twice: give each header once.` };
    headers.push(header.header);
  }
  return { headers: { origin: new URL(specUrl).origin, headers } };
}

/** One `--spec-header`'s name and value, its variables read from `env`; or why it cannot be sent. */
function specHeader(text: string, env: NodeJS.ProcessEnv): { header: [string, string] } | { problem: string } {
  const colon = text.indexOf(':');
  if (colon === -1) return { problem: `${FORM}: one given has no colon.` };
  const name = text.slice(0, colon).trim();
  // An invalid name is not repeated: it may be a value written without its name.
  if (!FIELD_NAME.test(name)) return { problem: `${FORM}: one given has no valid name before its colon (letters, digits and !#$%&'*+-.^_\`|~, as RFC 9110 allows).` };
  const expanded = withVariables(text.slice(colon + 1), env);
  if ('problem' in expanded) return { problem: `--spec-header ${name}: ${expanded.problem}` };
  // Spaces and tabs around a value are no part of it (RFC 9110 5.5).
  const value = trimSpaces(expanded.value);
  if (value === '') return { problem: `--spec-header ${name}: the value is empty.` };
  return { header: [name, value] };
}

/** `template` with each `${VAR}` replaced by VAR's value in `env`; or why it cannot be (an unset variable, one holding what a header cannot carry). */
function withVariables(template: string, env: NodeJS.ProcessEnv): { value: string } | { problem: string } {
  const unsendable = unsendableIn(template);
  if (unsendable) return { problem: `the value holds ${unsendable}, which a header cannot carry.` };
  let value = '';
  let from = 0;
  for (let open = template.indexOf(OPEN); open !== -1; open = template.indexOf(OPEN, from)) {
    const close = template.indexOf(CLOSE, open + OPEN.length);
    if (close === -1) return { problem: `a \`${OPEN}\` in the value is not closed by \`${CLOSE}\`.` };
    const variable = template.slice(open + OPEN.length, close);
    // A malformed name is not repeated: it may be the secret, mistyped.
    if (!VARIABLE_NAME.test(variable)) return { problem: `a \`${OPEN}…${CLOSE}\` in the value names no environment variable (letters, digits and _, not starting with a digit).` };
    const read = env[variable];
    if (read === undefined) return { problem: `the environment variable ${variable} is not set.` };
    if (read === '') return { problem: `the environment variable ${variable} is empty.` };
    const unsendableRead = unsendableIn(read);
    if (unsendableRead) return { problem: `the environment variable ${variable} holds ${unsendableRead}, which a header cannot carry.` };
    value += template.slice(from, open) + read;
    from = close + CLOSE.length;
  }
  return { value: value + template.slice(from) };
}

/**
 * What in `text` no header value can carry, in words, or null: a line break or NUL (RFC 9110 5.5),
 * or a character beyond Latin-1 (fetch sends a value as bytes, one a character, and refuses it).
 */
function unsendableIn(text: string): string | null {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x0a || code === 0x0d) return 'a line break';
    if (code === 0) return 'a NUL character';
    if (code > 0xff) return 'a character beyond Latin-1 (percent- or base64-encode it)';
  }
  return null;
}

/** `text` without the spaces and tabs at its ends. */
function trimSpaces(text: string): string {
  const blank = (i: number) => text[i] === ' ' || text[i] === '\t';
  let start = 0;
  let end = text.length;
  while (start < end && blank(start)) start += 1;
  while (end > start && blank(end - 1)) end -= 1;
  return text.slice(start, end);
}

/**
 * `written` (one `--spec-header`'s text) as the regenerate command shows it: as written where its
 * value names an environment variable (the variable's name, not its value, is in it), else as
 * `Name: …`, the value left for the reader to fill in.
 */
export function shownSpecHeader(written: string): string {
  const colon = written.indexOf(':');
  if (colon !== -1 && written.includes(OPEN, colon)) return written;
  return `${written.slice(0, colon === -1 ? 0 : colon).trim()}: …`;
}
