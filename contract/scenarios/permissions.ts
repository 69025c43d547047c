// permissions: with --restricted-key (a key of narrower permissions), an operation outside its
// permissions answers 403 with `missing_endpoint_permission` and one inside succeeds; where the
// key's scopes can be read (apiKey.info), every read operation is refused exactly when its module
// is outside them. Only read operations are sent here; permissions.writes (keys.ts) tries writes.
import { errorEnvelopeFindings, isObject, jsonAnswer, transportFindings } from '../checks/answers.ts';
import { carriesCode, whatCameBack } from '../checks/flow.ts';
import { fail, skip, type CheckContext, type Finding, type Scenario } from '../types.ts';
import { normalise, scopesOf } from './keys.ts';

const CODE = 'missing_endpoint_permission';

export const permissionsScenario: Scenario = {
  name: 'permissions',
  description: `a narrower key (--restricted-key) gets 403 ${CODE} on the reads outside its permissions and answers inside them`,
  operation: 'apiKey.info',
  uses: ['apiKey.info'],
  needs: '--restricted-key; read operations only',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip('the built-in Prism mock accepts any Basic credentials, so it has no permissions to check');
    if (!context.options.keys.has('restricted')) return skip('needs --restricted-key, a second key with narrower permissions', '--restricted-key');
    const findings: Finding[] = [];
    const notes: string[] = [];

    const scopes = await scopesOf(context, 'restricted');
    const reads = context.model.operations.filter((o) => context.options.operations.includes(o.name) && context.consent(o.name).kind === 'read' && !o.deprecated);
    const answers = await Promise.all(reads.map(async (operation) => ({ operation, exchange: await context.send(context.requestBody(operation.name), { operationName: operation.name, auth: 'restricted' }) })));
    let inside = 0;
    let outside = 0;
    for (const { operation, exchange } of answers) {
      const transport = transportFindings(exchange);
      if (transport.length) {
        findings.push(...transport.map((f) => ({ ...f, operation: operation.name, message: `with the restricted key: ${f.message}` })));
        continue;
      }
      const answer = jsonAnswer(exchange)!;
      const refusedForPermission = answer.status === 403;
      const at = { operation: operation.name, request: answer.request, status: answer.status };
      if (refusedForPermission) {
        outside++;
        findings.push(...errorEnvelopeFindings(context.model, answer, 'refusal of the restricted key').map((f) => ({ ...f, operation: operation.name })));
        if (!carriesCode(answer.json, CODE)) findings.push({ ...at, message: `the restricted key was refused with HTTP 403 but without the error code ${CODE}`, path: '$.errors', value: isObject(answer.json) ? answer.json.errors : answer.json });
      } else if (answer.status === 200) inside++;
      else findings.push({ ...at, message: `with the restricted key: expected HTTP 200 inside its permissions or 403 outside them, got ${whatCameBack(context.model, exchange)}` });

      const scope = scopeOf(operation.module);
      if (scopes && scope) {
        const allowed = scopes.has(`${scope}:read`) || scopes.has(`${scope}:write`);
        if (allowed && refusedForPermission) findings.push({ ...at, message: `refused the restricted key, whose scopes (${[...scopes].join(', ')}) include ${scope}:read` });
        if (!allowed && answer.status === 200) findings.push({ ...at, message: `answered the restricted key, whose scopes (${[...scopes].join(', ')}) do not include ${scope}:read: ${whatCameBack(context.model, exchange)}` });
      }
    }
    if (!scopes) notes.push('apiKey.info did not give the restricted key\'s scopes, so refusals were not compared module by module');
    if (outside === 0 && findings.length === 0) {
      const first = answers[0];
      findings.push({
        operation: first?.operation.name,
        message: `the restricted key was refused none of ${answers.length} read operations: either it is not narrower than the suite's key or the server ignores permissions`,
        request: first?.exchange.request,
      });
    }
    if (inside === 0 && findings.length === 0) return skip('the restricted key was refused every read operation, so no operation inside its permissions was seen');
    return fail(findings, notes);
  },
};

const scopeOf = (module: string | null) => (module ? normalise(module) : null);
