// read-your-writes (writes allowed): a candidate the suite creates is returned by candidate.info,
// found by candidate.search (by e-mail and by name) and listed by candidate.list; one created with
// an externalMappingId is found by candidate.info with it; an update is visible; a note created
// with X-On-Behalf-Of is attributed to that user, and an unknown or disabled user id is refused.
import { isObject } from '../checks/answers.ts';
import { call, idOf, needsWrites, refused, unknownId, walk, whatCameBack } from '../checks/flow.ts';
import { fail, type CheckContext, type Finding, type Scenario } from '../types.ts';

export const readYourWritesScenario: Scenario = {
  name: 'read-your-writes',
  description: 'a created candidate is returned by candidate.info (by id and by external mapping id), found by candidate.search (e-mail and name) and listed; an update is visible; a note made with X-On-Behalf-Of is attributed to that user; an unknown or disabled user id is refused',
  operation: 'candidate.create',
  uses: ['candidate.create', 'candidate.info', 'candidate.search', 'candidate.list', 'candidate.update', 'candidate.createNote', 'user.list'],
  needs: '--allow-writes; user.list for the X-On-Behalf-Of users',
  async run(context) {
    const cannot = needsWrites(context, 'candidate.create', 'it creates a candidate and notes');
    if (cannot) return cannot;
    const { marker, slug } = context.options;
    const name = marker;
    const email = `${slug}@example.com`;
    const created = await call(context, 'candidate.create', { name, email }, 'creating a candidate');
    if (!created.ok) return created.outcome;
    const findings: Finding[] = [];
    const notes: string[] = [];
    const id = idOf(created.results);
    const at = (operation: string, answer: { request: any; status: number }) => ({ operation, request: answer.request, status: answer.status });
    if (!id) return fail([{ ...at('candidate.create', created.answer), message: 'the created candidate carries no id', path: '$.results.id', value: isObject(created.results) ? created.results.id : created.results }]);
    const nameOf = (record: unknown) => (isObject(record) ? record.name : undefined);
    if (nameOf(created.results) !== name) findings.push({ ...at('candidate.create', created.answer), message: 'the created candidate does not carry the name it was created with', path: '$.results.name', value: nameOf(created.results) });

    const info = await call(context, 'candidate.info', { candidateId: id }, 'reading the created candidate back');
    if (!info.ok) return fail([...findings, ...failureOf(info.outcome, 'candidate.info', `candidate.info does not return the candidate just created (${id}): ${info.said}`, info.answer)]);
    if (idOf(info.results) !== id) findings.push({ ...at('candidate.info', info.answer), message: `candidate.info for ${id} returned another record`, path: '$.results.id', value: idOf(info.results) });
    else if (nameOf(info.results) !== name) findings.push({ ...at('candidate.info', info.answer), message: 'candidate.info returns the created candidate without the name it was created with', path: '$.results.name', value: nameOf(info.results) });

    const search = await call(context, 'candidate.search', { email }, 'searching for the created candidate');
    if (!search.ok) findings.push(...failureOf(search.outcome, 'candidate.search', `candidate.search by the created candidate's e-mail was refused: ${search.said}`, search.answer));
    else if (!Array.isArray(search.results) || !search.results.some((r) => idOf(r) === id)) {
      findings.push({ ...at('candidate.search', search.answer), message: `candidate.search by e-mail ${email} does not find the candidate just created (${id})`, path: '$.results', value: Array.isArray(search.results) ? search.results.map(idOf) : search.results });
    }

    const byName = await call(context, 'candidate.search', { name }, 'searching for the created candidate by name');
    if (!byName.ok) findings.push(...failureOf(byName.outcome, 'candidate.search', `candidate.search by the created candidate's name was refused: ${byName.said}`, byName.answer));
    else if (!Array.isArray(byName.results) || !byName.results.some((r) => idOf(r) === id)) {
      findings.push({ ...at('candidate.search', byName.answer), message: `candidate.search by name "${name}" does not find the candidate just created (${id})`, path: '$.results', value: Array.isArray(byName.results) ? byName.results.map(idOf) : byName.results });
    }
    findings.push(...(await externalMapping(context, notes)));

    const listed = await walk(context, 'candidate.list', {}, { maxPages: context.maxPages }, 'listing candidates');
    if (listed.stopped) findings.push(...failureOf(listed.stopped, 'candidate.list', 'candidate.list could not be read', null));
    else if (!listed.records.some((r) => idOf(r) === id)) {
      if (listed.ended) findings.push({ operation: 'candidate.list', message: `candidate.list, read to its end (${listed.records.length} records), does not list the candidate just created (${id})`, path: '$.results', request: listed.pages[0]?.answer.request });
      else notes.push(`candidate.list did not end within ${context.maxPages} pages, so whether it lists the new candidate was not seen`);
    }

    const renamed = `${marker} (updated)`;
    const update = await call(context, 'candidate.update', { candidateId: id, name: renamed }, 'updating the created candidate');
    if (!update.ok) notes.push(`candidate.update refused { candidateId, name } (${update.said}; its request fields are not shown), so an update was not checked`);
    else {
      const after = await call(context, 'candidate.info', { candidateId: id }, 'reading the updated candidate back');
      if (!after.ok) findings.push(...failureOf(after.outcome, 'candidate.info', `candidate.info no longer returns the updated candidate: ${after.said}`, after.answer));
      else if (nameOf(after.results) !== renamed) findings.push({ ...at('candidate.info', after.answer), message: `an update is not visible: candidate.update set the name to "${renamed}", candidate.info still gives another`, path: '$.results.name', value: nameOf(after.results) });
    }

    findings.push(...(await onBehalfOf(context, id, notes)));
    return fail(findings, notes);
  },
};

/** "candidate.info: candidate id or external mapping id": a candidate created with one is found by it. */
async function externalMapping(context: CheckContext, notes: string[]): Promise<Finding[]> {
  const { marker, slug } = context.options;
  const externalMappingId = `${slug}-external`;
  const created = await call(context, 'candidate.create', { name: `${marker} external`, email: `${slug}-external@example.com`, externalMappingId }, 'creating a candidate with an externalMappingId');
  if (!created.ok) {
    notes.push(`candidate.create refused an externalMappingId (${created.said}; its request fields are not shown), so the lookup by external mapping id was not checked`);
    return [];
  }
  const id = idOf(created.results);
  const info = await call(context, 'candidate.info', { externalMappingId }, 'reading the candidate by its external mapping id');
  if (!info.ok) return failureOf(info.outcome, 'candidate.info', `candidate.info by externalMappingId ${externalMappingId} was refused: ${info.said}`, info.answer);
  if (idOf(info.results) !== id) return [{ operation: 'candidate.info', message: `candidate.info by externalMappingId ${externalMappingId} returns another record than the candidate created with it (${id})`, path: '$.results.id', value: idOf(info.results), request: info.answer.request, status: info.answer.status }];
  return [];
}

/** A step's failure as findings naming the operation: its own findings, or one finding when it was a refusal. */
function failureOf(outcome: { status: string; findings?: Finding[] }, operation: string, message: string, answer: { request: any; status: number } | null): Finding[] {
  if (outcome.status === 'fail' && outcome.findings) return outcome.findings.map((f) => ({ operation, ...f }));
  return [{ operation, message, ...(answer ? { request: answer.request, status: answer.status } : {}) }];
}

/** Notes made on behalf of an active user are theirs; an unknown or disabled user id is refused. */
async function onBehalfOf(context: CheckContext, candidateId: string, notes: string[]): Promise<Finding[]> {
  const users = await walk(context, 'user.list', {}, { maxPages: Math.min(context.maxPages, 10) }, 'listing users');
  if (users.stopped) {
    notes.push('user.list could not be read, so X-On-Behalf-Of was not checked');
    return [];
  }
  const active = users.records.find((u) => u.isEnabled === true && typeof u.id === 'string');
  const disabled = users.records.find((u) => u.isEnabled === false && typeof u.id === 'string');
  const findings: Finding[] = [];
  const note = (text: string) => ({ candidateId, note: `[${context.options.marker}] ${text}` });
  if (!active) notes.push('user.list shows no active user, so attribution with X-On-Behalf-Of was not checked');
  else {
    const made = await call(context, 'candidate.createNote', note('made on behalf of a user'), 'a note with X-On-Behalf-Of', { headers: { 'X-On-Behalf-Of': String(active.id) } });
    if (!made.ok) notes.push(`candidate.createNote with X-On-Behalf-Of an active user was refused (${made.said}): the key may lack "Allow acting on behalf of a user", so attribution was not checked`);
    else {
      const author = isObject(made.results) && isObject(made.results.author) ? made.results.author.id : undefined;
      if (author !== active.id) {
        findings.push({ operation: 'candidate.createNote', message: `a note created with X-On-Behalf-Of: ${active.id} is attributed to another author`, path: '$.results.author.id', value: author, request: made.answer.request, status: made.answer.status });
      }
    }
  }
  const refusals: [string, string][] = [[unknownId(), 'an unknown user id']];
  if (disabled) refusals.push([String(disabled.id), 'a disabled user']);
  else notes.push('user.list shows no disabled user, so X-On-Behalf-Of a disabled user was not tried');
  for (const [userId, who] of refusals) {
    const exchange = await context.send(note(`must be refused: on behalf of ${who}`), { operationName: 'candidate.createNote', headers: { 'X-On-Behalf-Of': userId } });
    if (!refused(context.model, exchange)) {
      findings.push({ operation: 'candidate.createNote', message: `X-On-Behalf-Of ${who} (${userId}) must be refused, got ${whatCameBack(context.model, exchange)}`, request: exchange.request, ...(exchange.answered ? { status: exchange.answered ? exchange.status : undefined } : {}) });
    }
  }
  return findings;
}
