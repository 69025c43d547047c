// Cursors and sync tokens cannot be forged or carried over: each is signed with the database's
// secret and bound to the operation, the API key and the request (parent id, filters) that got it,
// and the parent is checked against the key on every page (issue 32).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL, READ_ONLY, post, startTestSandbox, type TestSandbox } from './support.ts';
import { parseKeys } from '../../sandbox/keys.ts';

let t: TestSandbox;
let hiddenApplication: string;
let visibleApplication: string;

const forged = (state: object) => Buffer.from(JSON.stringify(state)).toString('base64url');

beforeAll(async () => {
  t = await startTestSandbox();
  const db = t.sandbox.store.db;
  const withHistory = (hidden: number) =>
    (db.prepare(`SELECT a.id FROM records a WHERE a.kind = 'application' AND a.hidden = ? AND (SELECT COUNT(*) FROM records h WHERE h.kind = 'history' AND h.parent_id = a.id) >= 2 LIMIT 1`).get(hidden) as { id: string }).id;
  hiddenApplication = withHistory(1);
  visibleApplication = withHistory(0);
});
afterAll(() => t.sandbox.close());

describe('list cursors', () => {
  it('a key without the confidential setting cannot read a confidential application through a cursor', async () => {
    const first = await post(t.sandbox.url, 'application.listHistory', { applicationId: hiddenApplication, limit: 1 }, FULL);
    expect(first.json.success).toBe(true);
    const cursor = first.json.nextCursor as string;
    expect(typeof cursor).toBe('string');
    // The attack: the hidden id inside the cursor, a visible one in the request.
    for (const attempt of [
      { applicationId: visibleApplication, cursor },
      { applicationId: visibleApplication, cursor: forged({ o: 'application.listHistory', a: 0, p: 1e9, q: hiddenApplication }) },
      { applicationId: hiddenApplication, cursor },
    ]) {
      const answer = await post(t.sandbox.url, 'application.listHistory', { ...attempt, limit: 5 }, READ_ONLY);
      expect(answer.json.success, JSON.stringify(attempt)).toBe(false);
      expect(answer.json.results).toBeUndefined();
    }
  });

  it('a cursor works only for the key, operation and request that got it', async () => {
    const first = await post(t.sandbox.url, 'candidate.list', { limit: 2 }, FULL);
    const cursor = first.json.nextCursor as string;
    expect((await post(t.sandbox.url, 'candidate.list', { limit: 2, cursor }, FULL)).json.success).toBe(true);
    const refusals = [
      await post(t.sandbox.url, 'candidate.list', { limit: 2, cursor }, READ_ONLY),
      await post(t.sandbox.url, 'application.list', { limit: 2, cursor }, FULL),
      await post(t.sandbox.url, 'candidate.list', { limit: 2, cursor, createdAfter: '2020-01-01' }, FULL),
      await post(t.sandbox.url, 'candidate.list', { limit: 2, cursor: `${cursor.slice(0, -2)}AA` }, FULL),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ success: false, errors: [{ message: expect.stringMatching(/^\$\.cursor is not a cursor this service issued/) }] });
    }
  });

  it('forged cursor fields of any type are refused, never a server error', async () => {
    const payloads = [{ a: {}, p: [] }, { a: [1], p: 1 }, { a: -1, p: 0 }, { a: 1e300, p: 0 }, { a: '1', p: 0, q: { x: 1 } }, null, 'x', []];
    for (const payload of payloads) {
      const cursor = `${forged(payload as object)}.${forged({ sig: true })}`;
      for (const operation of ['candidate.list', 'application.list', 'auditLog.list', 'job.list']) {
        const answer = await post(t.sandbox.url, operation, { cursor }, FULL);
        expect(answer.status, `${operation} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(answer.json.success).toBe(false);
      }
    }
    const huge = await post(t.sandbox.url, 'candidate.list', { cursor: 'A'.repeat(100_000) }, FULL);
    expect(huge.json.success).toBe(false);
    expect(t.violations).toEqual([]);
  });

  it('the audit log refuses a forged cursor with cursor_invalid', async () => {
    const answer = await post(t.sandbox.url, 'auditLog.list', { cursor: forged({ audit: 1 }) }, FULL);
    expect(answer.json).toMatchObject({ success: false, errors: [{ message: expect.stringMatching(/^cursor_invalid: /) }] });
  });
});

describe('sync tokens', () => {
  it('a sync token is refused with another key or another parent, and accepted unchanged', async () => {
    const first = await post(t.sandbox.url, 'candidate.list', { limit: 1000 }, FULL);
    const { syncToken } = first.json as { syncToken: string };
    expect((await post(t.sandbox.url, 'candidate.list', { syncToken }, FULL)).json.success).toBe(true);
    const other = await post(t.sandbox.url, 'candidate.list', { syncToken }, READ_ONLY);
    expect(other.json).toMatchObject({ success: false, errors: [{ message: expect.stringMatching(/^\$\.syncToken was issued for another list or API key/) }] });
    const forgedToken = await post(t.sandbox.url, 'candidate.list', { syncToken: forged({ o: 'candidate.list', r: 0 }) }, FULL);
    expect(forgedToken.json.success).toBe(false);
  });
});

describe('tokens are bound to the key itself', () => {
  // Two keys alike in everything a client can see (title, creation time, scopes): only their values differ.
  const twin = { title: 'Twin', createdAt: '2026-02-01T08:00:00.000Z', scopes: ['candidates:read'] };
  let twins: TestSandbox;
  beforeAll(async () => {
    twins = await startTestSandbox({ keys: parseKeys({ keys: [{ key: 'twin-key-aaaaaaaa', ...twin }, { key: 'twin-key-bbbbbbbb', ...twin }] }, 'twins.json') });
  });
  afterAll(() => twins.sandbox.close());

  it('a cursor or sync token issued to key A is refused for key B with the same title and createdAt', async () => {
    const first = await post(twins.sandbox.url, 'candidate.list', { limit: 2 }, 'twin-key-aaaaaaaa');
    const { nextCursor: cursor, syncToken } = first.json as { nextCursor: string; syncToken: string };
    expect((await post(twins.sandbox.url, 'candidate.list', { limit: 2, cursor }, 'twin-key-aaaaaaaa')).json.success).toBe(true);
    const withCursor = await post(twins.sandbox.url, 'candidate.list', { limit: 2, cursor }, 'twin-key-bbbbbbbb');
    expect(withCursor.json).toMatchObject({ success: false, errors: [{ message: expect.stringMatching(/^\$\.cursor is not a cursor this service issued/) }] });
    const withSync = await post(twins.sandbox.url, 'candidate.list', { syncToken }, 'twin-key-bbbbbbbb');
    expect(withSync.json).toMatchObject({ success: false, errors: [{ message: expect.stringMatching(/^\$\.syncToken was issued for another list or API key/) }] });
  });

  it('no token carries the key value, in plain text or base64', async () => {
    const first = await post(twins.sandbox.url, 'candidate.list', { limit: 2 }, 'twin-key-aaaaaaaa');
    for (const token of [first.json.nextCursor, first.json.syncToken] as string[]) {
      const decoded = token.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1')).join('.');
      expect(`${token} ${decoded}`).not.toContain('twin-key-aaaaaaaa');
    }
  });
});
