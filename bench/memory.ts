import type { BenchContext } from './context.ts';
import { unavailableSection, type SectionResult } from './report.ts';

export async function memorySection(_context: BenchContext): Promise<SectionResult> {
  return unavailableSection('memory', '5. Memory', 'todo');
}
