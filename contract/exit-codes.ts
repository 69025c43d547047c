// The exit status of `npm run contract`, one per way a run can end, so CI can tell a server that
// fails its contract from a run that never reached it.
import type { ContractReport } from './run.ts';

export const EXIT = {
  /** Every check passed or was skipped with a reason (or a plan was listed). */
  passed: 0,
  /** At least one check failed. */
  failed: 1,
  /** The command was asked something it cannot do (an unknown flag, name or value); nothing was sent. */
  usage: 2,
  /** The run could not start, could not reach the server, or lost it during the run: the results say nothing of its contract. */
  couldNotRun: 3,
  /** The checks ran, but a report (--report, --junit) could not be written. */
  reportNotWritten: 4,
} as const;

export function exitCodeFor(report: ContractReport): 0 | 1 | 3 {
  if (report.lostConnection) return EXIT.couldNotRun;
  return report.summary.failed > 0 ? EXIT.failed : EXIT.passed;
}
