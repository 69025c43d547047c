import type { BenchContext } from './context.ts';
import { unavailableSection, type SectionResult } from './report.ts';

export async function typecheckSection(_context: BenchContext): Promise<SectionResult> {
  return unavailableSection('typecheck', '4. Type-check cost', 'todo');
}
