// The generated server reads and checks parameters in the styles beyond form query and simple path
// and header, and objects in every style but an exploded form query
// (test/fixtures/specs/server-parameter-styles.yaml): a valid value reaches the handler
// in `context.params` as its schema's type; a value its schema refuses, or a required one left out,
// is answered 400 naming the parameter and where it is, never quoting the API key; hostile text
// (thousands of parts, names every object inherits) is answered 400 or read, never 5xx.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverEmitter } from '../../generator/emit/server.ts';
import { generateClientPackage, typeCheck } from '../support/client-package.ts';
import { projectRoot } from '../support/project.ts';
import { startTestServer, type TestServer } from '../support/http-server.ts';

const specPath = path.join(projectRoot, 'test/fixtures/specs/server-parameter-styles.yaml');

let dir: string;
let server: TestServer | undefined;
/** The `context.params` each handler got, in order. */
let params: any[] = [];
/** The principal each handler got, in order. */
let principals: unknown[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-parameter-styles-'));
  await generateClientPackage(specPath, dir, [serverEmitter]);
  const { createRequestListener } = await import(path.join(dir, 'server/index.ts'));
  const handler = (_body: unknown, context: { params: unknown; principal: unknown }) => {
    params.push(context.params);
    principals.push(context.principal);
    return { count: 1 };
  };
  const listener = createRequestListener({ authenticate: (key: string) => key, handlers: { 'carts.get': handler, 'shelves.get': handler, 'racks.get': handler, 'maps.get': handler } });
  server = await startTestServer(listener);
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  params = [];
  principals = [];
});

/** A GET with `headers`: its status and parsed body. */
async function get(target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server!.baseUrl}${target}`, { headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The messages of a refusal, asserting its shape: `{ errors: [{ message }] }`. */
function messagesOf(answer: { status: number; body: any }): string[] {
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body)).toEqual(['errors']);
  return answer.body.errors.map((error: { message: string }) => error.message);
}

/** A GET of `target` with the key cookie. */
const keyed = (target: string) => get(target, { cookie: 'sid=s-1' });

/** A GET of /carts with the key cookie and `cookie` after it. */
const cart = (cookie: string, key = 's-1') => get('/carts', { cookie: `sid=${key}; ${cookie}` });

describe('cookie parameters', () => {
  it('reach the handler in context.params.cookie, read as their types and percent-decoded', async () => {
    expect((await cart('lang=en; size=3; note=a%2Cb%20c%3B; picks=1,%32; constructor=abc')).status).toBe(200);
    expect(params[0]).toEqual({ path: {}, query: {}, header: {}, cookie: { sid: 's-1', lang: 'en', size: 3, note: 'a,b c;', picks: [1, 2], constructor: 'abc' } });
    // Blanks around a pair are dropped; an empty list item is one empty item (refused here: not an integer).
    expect((await get('/carts', { cookie: 'sid=s-1;lang=fr ;  size=10' })).status).toBe(200);
    expect(params[1].cookie).toEqual({ sid: 's-1', lang: 'fr', size: 10 });
  });

  it('refuses a value its schema refuses, naming the cookie, and a required one left out', async () => {
    const refused: [string, string][] = [
      ['lang=de', 'cookie "lang": must be one of "en", "fr"; got "de"'],
      ['lang=en; size=x', 'cookie "size": must be integer; got "x"'],
      ['lang=en; size=11', 'cookie "size": must be <= 10; got "11"'],
      ['lang=en; note=%41%41%41%41%41%41%41%41%41%41%41%41%41', 'cookie "note": must NOT have more than 12 characters; got "AAAAAAAAAAAAA"'],
      ['lang=en; picks=1,a', 'cookie "picks" item 1: must be integer; got "a"'],
      ['lang=en; picks=1,2,3,4', 'cookie "picks": must NOT have more than 3 items; got "1,2,3,4"'],
      ['lang=en; picks=', 'cookie "picks" item 0: must be integer; got ""'],
      ['size=1', 'cookie "lang" is required.'],
      // A cookie sent twice: each value is checked.
      ['lang=en; lang=de', 'cookie "lang": must be one of "en", "fr"; got "de"'],
    ];
    for (const [cookie, message] of refused) expect(messagesOf(await cart(cookie)), cookie).toEqual([message]);
    expect(params).toEqual([]);
  });

  it('reads a value in double quotes without them (RFC 6265), the key cookie too', async () => {
    expect((await get('/carts', { cookie: 'sid="s-1"; lang="fr"; note="a b"; size=""' })).status).toBe(400);
    expect((await get('/carts', { cookie: 'sid="s-1"; lang="fr"; note="a%20b"; size=2' })).status).toBe(200);
    expect(params[0].cookie).toEqual({ sid: 's-1', lang: 'fr', note: 'a b', size: 2 });
    expect(principals).toEqual(['s-1']);
    // A lone quote is a value's own character.
    expect(messagesOf(await cart('lang="'))).toEqual(['cookie "lang": must be one of "en", "fr"; got "\\""']);
  });

  it('hands over the first of a cookie sent twice, every one checked', async () => {
    expect((await cart('lang=fr; lang=en')).status).toBe(200);
    expect(params[0].cookie.lang).toBe('fr');
  });

  it('admits by the first of a key cookie sent twice, the one context.params.cookie holds', async () => {
    expect((await get('/carts', { cookie: 'sid=s-1; lang=en; sid=s-2' })).status).toBe(200);
    expect(params[0].cookie.sid).toBe('s-1');
    expect(principals).toEqual(['s-1']);
  });

  it('never quotes the API key when the cookie that carries it is refused', async () => {
    const answer = await cart('lang=en', 'secret-key-of-someone');
    expect(messagesOf(answer)).toEqual(['cookie "sid": must match pattern "^s-"; got a value of 21 characters']);
    expect(JSON.stringify(answer.body)).not.toContain('secret');
  });

  it('reads a Cookie header of thousands of parts, and names every object inherits as data', async () => {
    const parts = 'a=;'.repeat(5000);
    expect((await cart(`${parts} lang=en; __proto__=x; toString=y`)).status).toBe(200);
    expect(params[0].cookie).toEqual({ sid: 's-1', lang: 'en' });
    expect(Object.getPrototypeOf(params[0].cookie)).toBe(Object.prototype);
    // Thousands of the same cookie: refused at the first bad one, with one message.
    expect(messagesOf(await cart(`lang=en;${' lang=de;'.repeat(1500)}`))).toEqual(['cookie "lang": must be one of "en", "fr"; got "de"']);
    // Thousands of delimiters in one list: read, then refused by its schema.
    expect(messagesOf(await cart(`lang=en; picks=${','.repeat(5000)}`))).toEqual(['cookie "picks" item 0: must be integer; got ""']);
  });

  it('types context.params.cookie per operation (tsc --strict)', async () => {
    fs.writeFileSync(
      path.join(dir, 'server/params-check.ts'),
      `import type { Handlers } from './index.js';
export const handlers: Handlers<string> = {
  'carts.get': (_body, { params }) => {
    const lang: 'en' | 'fr' = params.cookie.lang;
    const size: number | undefined = params.cookie.size;
    const picks: number[] | undefined = params.cookie.picks;
    // @ts-expect-error size is a number
    const text: string | undefined = params.cookie.size;
    return { count: [lang, size, picks, text].length };
  },
};
`,
    );
    expect(await typeCheck(dir)).toBe('');
  });
});

/** The path of a shelf: the valid values of each path parameter, some replaced by `changed`. */
function shelf(changed: Partial<Record<'label' | 'labels' | 'labelsExploded' | 'matrix' | 'matrixList' | 'matrixExploded', string>> = {}): string {
  const values = { label: '.7', labels: '.a%2Cb,c', labelsExploded: '.1.2', matrix: ';matrix=b%3Bc', matrixList: ';matrixList=true,false', matrixExploded: ';matrixExploded=1;matrixExploded=2', ...changed };
  return `/shelves/${Object.values(values).join('/')}`;
}

describe('label and matrix path parameters', () => {
  it('reach the handler in context.params.path, split as their style writes them, then decoded', async () => {
    expect((await keyed(shelf())).status).toBe(200);
    expect(params[0].path).toEqual({ label: 7, labels: ['a,b', 'c'], labelsExploded: [1, 2], matrix: 'b;c', matrixList: [true, false], matrixExploded: [1, 2] });
    // `;name` alone is the empty value (RFC 6570), as is `;name=`; one exploded item is a list of one.
    expect((await keyed(shelf({ matrix: ';matrix', matrixExploded: ';matrixExploded=3' }))).status).toBe(200);
    expect((await keyed(shelf({ matrix: ';matrix=' }))).status).toBe(200);
    expect(params.slice(1).map((p) => [p.path.matrix, p.path.matrixExploded])).toEqual([['', [3]], ['', [1, 2]]]);
  });

  it('refuses a value its schema refuses, or one not written in its style, naming the parameter', async () => {
    const refused: [Parameters<typeof shelf>[0], string][] = [
      [{ label: '.101' }, 'path parameter "label": must be <= 100; got ".101"'],
      [{ label: '.x' }, 'path parameter "label": must be integer; got ".x"'],
      [{ label: '7' }, 'path parameter "label": must be written in the label style, starting with "."; got "7"'],
      [{ labels: '.a,toolong' }, 'path parameter "labels" item 1: must NOT have more than 4 characters; got "toolong"'],
      [{ labelsExploded: '.1.x' }, 'path parameter "labelsExploded" item 1: must be integer; got "x"'],
      // Not exploded: a `.` inside is part of the item.
      [{ labels: '.a.b.c.d.e' }, 'path parameter "labels" item 0: must NOT have more than 4 characters; got "a.b.c.d.e"'],
      [{ matrix: ';matrix=d' }, 'path parameter "matrix": must be one of "a", "b;c", ""; got "d"'],
      [{ matrix: 'matrix=a' }, 'path parameter "matrix": must be written in the matrix style, starting with ";"; got "matrix=a"'],
      [{ matrix: ';other=a' }, 'path parameter "matrix": must be written in the matrix style, each part ";matrix=..."; got ";other=a"'],
      // A scalar written twice: each value is checked.
      [{ matrix: ';matrix=a;matrix=d' }, 'path parameter "matrix": must be one of "a", "b;c", ""; got "d"'],
      [{ matrixList: ';matrixList=true,yes' }, 'path parameter "matrixList" item 1: must be boolean; got "yes"'],
      [{ matrixExploded: ';matrixExploded=1;matrixExploded=2;matrixExploded=3;matrixExploded=4' }, 'path parameter "matrixExploded": must NOT have more than 3 items; got ";matrixExploded=1;matrixExploded"... (68 characters)'],
    ];
    for (const [changed, message] of refused) expect(messagesOf(await keyed(shelf(changed))), JSON.stringify(changed)).toEqual([message]);
    expect(params).toEqual([]);
  });

  it('reads thousands of delimiters in one pass, refusing them by the schema', async () => {
    const answers = [
      await keyed(shelf({ labelsExploded: '.'.repeat(5000) })),
      await keyed(shelf({ matrixExploded: ';'.repeat(5000) })),
      await keyed(shelf({ matrixList: `;matrixList=${','.repeat(5000)}` })),
      await keyed(shelf({ matrix: ';__proto__=a' })),
    ];
    expect(answers.map((answer) => messagesOf(answer)[0])).toEqual([
      'path parameter "labelsExploded" item 0: must be integer; got ""',
      'path parameter "matrixExploded": must be written in the matrix style, each part ";matrixExploded=..."; got ";;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;"... (5000 characters)',
      'path parameter "matrixList" item 0: must be boolean; got ""',
      'path parameter "matrix": must be written in the matrix style, each part ";matrix=..."; got ";__proto__=a"',
    ]);
  });
});

describe('space- and pipe-delimited query lists', () => {
  it('reach the handler in context.params.query, split at their delimiter, then decoded', async () => {
    // A blank is the delimiter however it is written (`%20`, `+`); an encoded pipe stays in its item.
    const valid = ['/racks?spaced=1%202&piped=a%7Cb|c&pipedExploded=true&pipedExploded=false', '/racks?spaced=1+2&piped=', '/racks?spaced=3'];
    for (const target of valid) expect((await keyed(target)).status, target).toBe(200);
    expect(params.map((p) => p.query)).toEqual([{ spaced: [1, 2], piped: ['a|b', 'c'], pipedExploded: [true, false] }, { spaced: [1, 2], piped: [''] }, { spaced: [3] }]);
  });

  it('refuses a value its schema refuses, naming the parameter and the item', async () => {
    const refused: [string, string][] = [
      ['/racks?spaced=1%20x', 'query parameter "spaced" item 1: must be integer; got "x"'],
      ['/racks?spaced=1%202%203%204', 'query parameter "spaced": must NOT have more than 3 items; got "1 2 3 4"'],
      ['/racks?piped=a|toolong', 'query parameter "piped" item 1: must NOT have more than 3 characters; got "toolong"'],
      ['/racks?pipedExploded=true&pipedExploded=no', 'query parameter "pipedExploded" item 1: must be boolean; got "no"'],
      // Sent twice: each value is checked.
      ['/racks?piped=a&piped=toolong', 'query parameter "piped" item 0: must NOT have more than 3 characters; got "toolong"'],
      // Thousands of delimiters: split in one pass, then refused by the schema.
      [`/racks?spaced=${'%20'.repeat(3000)}`, 'query parameter "spaced" item 0: must be integer; got ""'],
    ];
    for (const [target, message] of refused) expect(messagesOf(await keyed(target)), target).toEqual([message]);
    expect(params).toEqual([]);
    // Thousands of empty items its schema allows: read, every one.
    expect((await keyed(`/racks?piped=${'|'.repeat(5000)}&__proto__=x`)).status).toBe(200);
    expect(params[0].query.piped).toEqual(Array.from({ length: 5001 }, () => ''));
  });
});

/** The path of a map: valid objects in each path style, some replaced by `changed`, and `rest` after it. */
function map(changed: Partial<Record<'simple' | 'exploded' | 'label' | 'labelExploded' | 'matrix' | 'matrixExploded', string>> = {}, rest = ''): string {
  const values = { simple: 'x,1,y,a%2Cb', exploded: 'x=2,on=true', label: '.x,3', labelExploded: '.x=4.y=c', matrix: ';matrix=x,5', matrixExploded: ';x=6;y=', ...changed };
  return `/maps/${Object.values(values).join('/')}${rest}`;
}

describe('objects of scalars', () => {
  it('reach the handler in context.params, each property read as its type', async () => {
    const answer = await get(map({}, '?formObject=x,7,y,%C3%A9&deep[x]=8&deep[note]=hi&formExploded=x&x=oops&nested[tags]=a,b'), {
      cookie: 'sid=s-1; spot=x,9,on,false',
      'x-spot': 'x, 10 ,y,a=b',
      'x-spot-exploded': 'x=11,y=z',
    });
    expect(answer.status).toBe(200);
    expect(params[0]).toEqual({
      path: { simple: { x: 1, y: 'a,b' }, exploded: { x: 2, on: true }, label: { x: 3 }, labelExploded: { x: 4, y: 'c' }, matrix: { x: 5 }, matrixExploded: { x: 6, y: '' } },
      // A property the schema does not name is read as text; an exploded form object, and one holding
      // a list, are not read at all.
      query: { formObject: { x: 7, y: 'é' }, deep: { x: 8, note: 'hi' } },
      header: { 'x-spot': { x: 10, y: 'a=b' }, 'x-spot-exploded': { x: 11, y: 'z' } },
      cookie: { spot: { x: 9, on: false } },
    });
  });

  it('refuses a property its schema refuses, naming the parameter and the property', async () => {
    const refused: [string, Record<string, string>, string][] = [
      [map({ simple: 'x,a' }), {}, 'path parameter "simple" property "x": must be integer; got "a"'],
      [map({ simple: 'x,101' }), {}, 'path parameter "simple" property "x": must be <= 100; got "101"'],
      [map({ simple: 'x,1,y' }), {}, 'path parameter "simple": must be written as name,value pairs; got "x,1,y"'],
      [map({ simple: 'x,1,x,2' }), {}, 'path parameter "simple" property "x": is sent more than once; got "2"'],
      [map({ simple: 'y,a' }), {}, "path parameter \"simple\": must have required property 'x'; got \"y,a\""],
      [map({ simple: 'x,1,z,2' }), {}, 'path parameter "simple" property "z": must NOT be present (not an allowed property); got "2"'],
      [map({ exploded: 'x=1,on=yes' }), {}, 'path parameter "exploded" property "on": must be boolean; got "yes"'],
      [map({ label: 'x,3' }), {}, 'path parameter "label": must be written in the label style, starting with "."; got "x,3"'],
      [map({ labelExploded: '.x=4.y=long' }), {}, 'path parameter "labelExploded" property "y": must NOT have more than 3 characters; got "long"'],
      [map({ matrixExploded: ';x=1;__proto__=2' }), {}, 'path parameter "matrixExploded" property "__proto__": must NOT be present (not an allowed property); got "2"'],
      [map({}, '?formObject=x,1,y'), {}, 'query parameter "formObject": must be written as name,value pairs; got "x,1,y"'],
      [map({}, '?deep[x]=a'), {}, 'query parameter "deep" property "x": must be integer; got "a"'],
      [map({}, '?deep[x]=1&deep[x]=2'), {}, 'query parameter "deep" property "x": is sent more than once; got "2"'],
      [map(), { 'x-spot': 'x,1,y,long' }, 'header "x-spot" property "y": must NOT have more than 3 characters; got "long"'],
      [map(), { 'x-spot-exploded': 'y=a' }, "header \"x-spot-exploded\": must have required property 'x'; got \"y=a\""],
      [map(), { cookie: 'sid=s-1; spot=x,%31%30%31' }, 'cookie "spot" property "x": must be <= 100; got "101"'],
    ];
    for (const [target, headers, message] of refused) expect(messagesOf(await get(target, { cookie: 'sid=s-1', ...headers })), target).toEqual([message]);
    expect(params).toEqual([]);
  });

  it('reads thousands of properties in one pass, and names every object inherits as data', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => `p${i},1`).join(',');
    // Each property its schema does not allow is named (indexed once, not looked for each time), the
    // first 50 of them, then how many more: the answer's size is bounded, not the request's.
    const messages = messagesOf(await keyed(map({}, `?formObject=x,1,${many}`)));
    expect(messages.length).toBe(51);
    expect(messages[49]).toBe('query parameter "formObject" property "p49": must NOT be present (not an allowed property); got "1"');
    expect(messages[50]).toBe('1950 more problems are not listed.');
    expect(messagesOf(await keyed(map({}, `?deep[x]=1${'&deep[x]=1'.repeat(1000)}`)))).toEqual(['query parameter "deep" property "x": is sent more than once; got "1"']);
    expect((await keyed(map({}, '?deep[x]=1&deep[__proto__]=a&deep[constructor]=b&deep=c&deep[]=d')) ).status).toBe(200);
    const deep = params[0].query.deep;
    // `deep=c` is no property of it; `deep[]=d` is the property "".
    expect(deep).toEqual({ x: 1, ['__proto__']: 'a', constructor: 'b', '': 'd' });
    expect(Object.hasOwn(deep, '__proto__') && Object.getPrototypeOf(deep) === Object.prototype).toBe(true);
  });
});
