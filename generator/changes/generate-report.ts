// The change report `npm run generate` (and --check, --watch) prints after a pass of the project's own spec.
import { lastReleaseState } from './releases.ts';
import { generateReport } from './report.ts';

export function printChangeReport(): void {
  const state = lastReleaseState();
  if (state) console.log(generateReport(state));
}
