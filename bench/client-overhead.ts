import type { BenchContext } from './context.ts';
import { unavailableSection, type SectionResult } from './report.ts';

export async function clientOverheadSection(_context: BenchContext): Promise<SectionResult> {
  return unavailableSection('client-overhead', '3. Client overhead', 'todo');
}
