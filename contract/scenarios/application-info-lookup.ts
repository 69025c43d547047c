// rules.application-info-lookup (read only): application.info returns the application asked for,
// and when both applicationId and submittedFormInstanceId are sent the lookup uses applicationId
// (so a submittedFormInstanceId that matches nothing changes nothing).
import { call, idOf, PRISM_STATELESS, unknownId } from '../checks/flow.ts';
import { fail, skip, type Finding, type Scenario } from '../types.ts';

const OPERATION = 'application.info';

export const applicationInfoLookupScenario: Scenario = {
  name: 'rules.application-info-lookup',
  description: 'application.info returns the application asked for, and with both applicationId and submittedFormInstanceId it looks up by applicationId',
  operation: OPERATION,
  uses: ['application.list', OPERATION],
  needs: 'two applications on the server (application.list); read only',
  async run(context) {
    if (context.target.kind === 'prism-mock') return skip(PRISM_STATELESS);
    const list = await call(context, 'application.list', { limit: 2 }, 'finding applications');
    if (!list.ok) return list.outcome;
    const ids = (Array.isArray(list.results) ? list.results : []).map(idOf).filter((id): id is string => id !== null);
    if (ids.length < 2) return skip(`application.list shows ${ids.length} application(s); two are needed to tell records apart`);
    const findings: Finding[] = [];
    const probes: { body: Record<string, unknown>; want: string; what: string }[] = [
      { body: { applicationId: ids[0] }, want: ids[0], what: 'applicationId alone' },
      { body: { applicationId: ids[1] }, want: ids[1], what: 'applicationId alone' },
      { body: { applicationId: ids[1], submittedFormInstanceId: unknownId() }, want: ids[1], what: 'applicationId with a submittedFormInstanceId that matches nothing (the lookup uses applicationId)' },
    ];
    for (const probe of probes) {
      const read = await call(context, OPERATION, probe.body, probe.what);
      if (!read.ok) {
        if (read.outcome.status === 'fail') return read.outcome;
        findings.push({ operation: OPERATION, message: `${probe.what}: application ${probe.want} (listed by application.list) was refused (${read.said})`, request: read.answer?.request, status: read.answer?.status });
        continue;
      }
      const got = idOf(read.results);
      if (got !== probe.want) findings.push({ operation: OPERATION, message: `${probe.what}: asked for application ${probe.want}, got another record`, path: '$.results.id', value: got, request: read.answer.request, status: read.answer.status });
    }
    return fail(findings);
  },
};
