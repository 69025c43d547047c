// Where today's sandbox does not do what the service description says, as the contract suite finds
// it, by `operation check`, with what the finding says. test/contract/sandbox.test.ts holds each entry
// to failing, so one that is fixed is noticed and taken out; other runs against the sandbox leave
// these failures out with `unknownFailures`.
import type { ContractReport } from '../../contract/run.ts';

export const KNOWN_SANDBOX_FAULTS: Record<string, RegExp> = {
  // Rule 6: the entity must lie within an approval managed by the API; the sandbox takes every entity as managed.
  'approvalDefinition.update not-found.unknown-id': /a made-up id .* must be refused/,
  // Line 15: a list envelope carries syncToken; the sandbox gives it on a pass's last page only, and never on these two.
  'candidate.list envelope': /must carry `syncToken` \(string\) on every page/,
  'application.list envelope': /must carry `syncToken` \(string\) on every page/,
  'applicationFeedback.list envelope': /must carry `syncToken` \(string\) on every page/,
  'user.list envelope': /must carry `syncToken` \(string\) on every page/,
  'application.listHistory envelope': /must carry `syncToken` \(string\) on every page/,
  'application.listCriteriaEvaluations envelope': /must carry `syncToken` \(string\) on every page/,
  // Rule 4 and line 14: a key without the setting gets a permission failure (403); the sandbox answers 200.
  'application.updateHistory keys.update-history': /expected HTTP 403, got HTTP 200/,
};

/** The failed results of a report that are not known faults of the sandbox. */
export function unknownFailures(report: ContractReport): ContractReport['results'] {
  return report.results.filter((r) => r.status === 'fail' && !(`${r.operation} ${r.check}` in KNOWN_SANDBOX_FAULTS));
}
