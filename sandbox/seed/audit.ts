// Audit entries of what happened before the sandbox started, oldest first (the list answers newest first).
import { isoTimestamp } from '../random.ts';
import type { User } from '../kinds.ts';
import { AUDIT_VOCABULARY, type AuditCategory, type AuditTargetType } from '../audit.ts';
import { END, START, type SeedContext } from './context.ts';

const TARGET_OF: Record<AuditCategory, AuditTargetType> = {
  candidates: 'Candidate',
  applications: 'Application',
  feedback: 'FeedbackSubmission',
  approvals: 'ApprovalDefinition',
  organization: 'Department',
  settings: 'ApiKey',
};

export function seedAudit({ store, random }: SeedContext, count: number, users: User[]): void {
  const activeUsers = users.filter((u) => u.isEnabled);
  const times = Array.from({ length: count }, () => START + Math.floor(random.next() * (END - START))).sort((a, b) => a - b);
  for (const time of times) {
    const category = random.pick(AUDIT_VOCABULARY.categories);
    const targetType = TARGET_OF[category];
    const actor = random.pick(activeUsers);
    const createdAt = isoTimestamp(time);
    const id = random.uuid();
    store.addAudit({
      id,
      createdAt,
      category,
      targetType,
      data: {
        id,
        createdAt,
        category,
        action: random.pick(['created', 'updated']),
        targetType,
        targetId: random.uuid(),
        actor: { type: 'user', id: actor.id, name: `${actor.firstName} ${actor.lastName}` },
        operation: null,
      },
    });
  }
}
