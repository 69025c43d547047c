// How hiring is set up: archive reasons, sources, hiring team roles (both lists the description
// names), feedback form definitions, interviews and interview events.
import type { Sandbox } from '../context.ts';
import { KIND } from '../kinds.ts';
import type { SandboxOperations } from '../operation.ts';
import { infoOf, listOf, OF_APPLICATION } from './catalog.ts';

export function hiringProcessHandlers(sandbox: Sandbox): SandboxOperations {
  return {
    'archiveReason.list': listOf(sandbox, KIND.archiveReason),
    'source.list': listOf(sandbox, KIND.source),
    'applicationHiringTeamRole.list': listOf(sandbox, KIND.hiringTeamRole),
    'hiringTeamRole.list': listOf(sandbox, KIND.hiringTeamRole),
    'feedbackFormDefinition.list': listOf(sandbox, KIND.feedbackForm),
    'feedbackFormDefinition.info': infoOf(sandbox, KIND.feedbackForm, 'feedbackFormDefinitionId', 'feedback form definition'),
    'interview.list': listOf(sandbox, KIND.interview),
    'interview.info': infoOf(sandbox, KIND.interview, 'interviewId', 'interview'),
    'interviewEvent.list': listOf(sandbox, KIND.interviewEvent, { parent: OF_APPLICATION, confidential: true }),
  };
}
