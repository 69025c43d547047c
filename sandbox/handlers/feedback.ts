// Feedback: listing submissions, requesting feedback (an interview event without scheduling),
// submitting it (every value checked against the form definition with the generated
// validateFeedbackValues), and job-board applications through applicationForm.submit.
import { validateFeedbackValues } from '../../generated/runtime/feedback-values.ts';
import { audit } from '../audit.ts';
import { found, newId, refuse, requireId, type Sandbox } from '../context.ts';
import {
  KIND,
  type ClientInfo,
  type FeedbackForm,
  type FeedbackSubmission,
  type FormDefinition,
  type Interview,
  type InterviewEvent,
  type Job,
  type NamedThing,
  type StoredApplication,
  type User,
} from '../kinds.ts';
import type { SandboxOperations } from '../operation.ts';
import { applicationRecord, candidateRecord } from '../records.ts';
import { JOB_BOARD_SOURCE } from '../seed/vocabulary.ts';
import { createApplication, stagesOf } from './applications.ts';
import { listOf, OF_APPLICATION } from './catalog.ts';

type Body = Record<string, unknown>;

/** The form a job-board application fills in (applicationForm.submit): the sandbox's own reading. */
export const APPLICATION_FORM: FormDefinition = {
  sections: [
    {
      title: 'Application',
      fields: [
        { isRequired: true, field: { id: '5a0e9c52-8a53-4f0e-9d1b-3c1e0f6b2a01', type: 'String', path: '_systemfield_name', title: 'Name', humanReadablePath: 'Name', isNullable: false } },
        { isRequired: true, field: { id: '5a0e9c52-8a53-4f0e-9d1b-3c1e0f6b2a02', type: 'Email', path: '_systemfield_email', title: 'Email', humanReadablePath: 'Email', isNullable: false } },
        { isRequired: false, field: { id: '5a0e9c52-8a53-4f0e-9d1b-3c1e0f6b2a03', type: 'Phone', path: '_systemfield_phone', title: 'Phone', humanReadablePath: 'Phone', isNullable: true } },
        { isRequired: false, field: { id: '5a0e9c52-8a53-4f0e-9d1b-3c1e0f6b2a04', type: 'Url', path: 'linkedin', title: 'LinkedIn profile', humanReadablePath: 'LinkedIn profile', isNullable: true } },
      ],
    },
  ],
};

function valuesOf(body: Body): Record<string, unknown> {
  const values = body.values;
  if (!values || typeof values !== 'object' || Array.isArray(values)) refuse('$.values is required: an object of submitted values keyed by field path.');
  return values as Record<string, unknown>;
}

function checkValues(definition: FormDefinition, values: Record<string, unknown>): void {
  const check = validateFeedbackValues(definition, values);
  if (!check.ok) {
    // The helper names paths under `$.values`, as the request carries them.
    refuse(check.errors.map((e) => `${e.path} ${e.message}`).join('; '));
  }
}

export function feedbackHandlers(sandbox: Sandbox): SandboxOperations {
  const { store } = sandbox;
  return {
    'applicationFeedback.list': listOf(sandbox, KIND.feedback, { parent: OF_APPLICATION, confidential: true }),

    'applicationFeedbackRequest.create': {
      fields: ['applicationId', 'interviewId', 'interviewerUserId'],
      handle: (body, ctx) => {
        const b = body as Body;
        const applicationId = requireId(b, 'applicationId', 'application');
        const application = found(sandbox, ctx, KIND.application, applicationId, 'applicationId', 'application');
        const interviewId = requireId(b, 'interviewId', 'interview');
        const interview = store.get<Interview>(KIND.interview, interviewId)?.data ?? refuse(`$.interviewId: no interview has the id ${interviewId} (interview.list gives them).`);
        // Seed line 208: the interview must be configured to request feedback.
        if (!interview.requestsFeedback) refuse(`$.interviewId: the interview "${interview.title}" is not configured to request feedback.`);
        const interviewerUserId = requireId(b, 'interviewerUserId', 'interviewer (a user)');
        const interviewer = store.get<User>(KIND.user, interviewerUserId)?.data ?? refuse(`$.interviewerUserId: no user of this organization has the id ${interviewerUserId}.`);
        if (!interviewer.isEnabled) refuse(`$.interviewerUserId: the user ${interviewerUserId} is disabled.`);
        const event: InterviewEvent = { id: newId(), interviewId, applicationId, interviewerUserIds: [interviewerUserId], createdAt: sandbox.now() };
        store.transaction(() => {
          store.insert(KIND.interviewEvent, event.id, event, { createdAt: event.createdAt, parentId: applicationId, hidden: application.hidden });
          audit(sandbox, ctx, { category: 'feedback', action: 'feedback_requested', targetType: 'InterviewEvent', targetId: event.id });
        });
        return { results: { interviewEventId: event.id, interviewerUserId, applicationId } };
      },
    },

    'applicationFeedback.submit': {
      fields: ['interviewEventId', 'values', 'feedbackFormDefinitionId'],
      handle: (body, ctx) => {
        const b = body as Body;
        const eventId = requireId(b, 'interviewEventId', 'interview event');
        const event = store.get<InterviewEvent>(KIND.interviewEvent, eventId)?.data ?? refuse(`$.interviewEventId: no interview event has the id ${eventId}.`);
        const application = found<StoredApplication>(sandbox, ctx, KIND.application, event.applicationId, 'interviewEventId', 'application');
        const interview = store.get<Interview>(KIND.interview, event.interviewId)!.data;
        const form = store.get<FeedbackForm>(KIND.feedbackForm, interview.feedbackFormDefinitionId)!.data;
        // Optional: the form the values are for, which must be the interview's (the values are checked against it).
        if (b.feedbackFormDefinitionId !== undefined && requireId(b, 'feedbackFormDefinitionId', 'feedback form definition') !== form.id) {
          refuse(`$.feedbackFormDefinitionId: the interview event's feedback form is ${form.id} ("${form.title}"), not ${String(b.feedbackFormDefinitionId)}.`);
        }
        const values = valuesOf(b);
        checkValues(form.formDefinition, values);
        // Attributed to the X-On-Behalf-Of user, else the key's service account.
        const author = ctx.principal.actor;
        const submission: FeedbackSubmission = {
          id: newId(),
          applicationId: event.applicationId,
          feedbackFormDefinitionId: form.id,
          interviewId: interview.id,
          interviewEventId: event.id,
          submittedAt: sandbox.now(),
          submittedByUser: author,
          creditedToUser: author,
          formDefinition: form.formDefinition,
          submittedValues: values,
        };
        store.transaction(() => {
          store.insert(KIND.feedback, submission.id, submission, { createdAt: submission.submittedAt, parentId: event.applicationId, hidden: application.hidden });
          audit(sandbox, ctx, { category: 'feedback', action: 'submitted', targetType: 'FeedbackSubmission', targetId: submission.id });
        });
        return { results: { submittedFormInstance: { id: submission.id, formDefinition: form.formDefinition, submittedValues: values } } };
      },
    },

    'applicationForm.submit': {
      fields: ['jobId', 'values'],
      handle: (body, ctx) => {
        const b = body as Body;
        const jobId = requireId(b, 'jobId', 'job');
        const job = found<Job>(sandbox, ctx, KIND.job, jobId, 'jobId', 'job').data;
        if (job.status !== 'Open') refuse(`$.jobId: the job "${job.title}" is not open for applications.`);
        const values = valuesOf(b);
        checkValues(APPLICATION_FORM, values);
        const now = sandbox.now();
        const source = store.findBy<NamedThing>(KIND.source, 'title', JOB_BOARD_SOURCE)[0]?.data ?? null;
        const candidate = candidateRecord({ id: newId(), createdAt: now, name: String(values._systemfield_name), email: String(values._systemfield_email), source });
        const stage = stagesOf(sandbox, job)[0];
        const formId = newId();
        const ipAddress = ctx.request.socket.remoteAddress ?? null;
        const userAgent = typeof ctx.headers['user-agent'] === 'string' ? ctx.headers['user-agent'].slice(0, 512) : null;
        const application = applicationRecord({
          id: newId(),
          createdAt: now,
          candidateId: candidate.id,
          jobId,
          stage,
          source,
          submitterClientIp: ipAddress,
          submitterUserAgent: userAgent,
          submittedFormInstanceId: formId,
        });
        const instance = { id: formId, formDefinition: APPLICATION_FORM, submittedValues: values };
        store.transaction(() => {
          store.insert(KIND.candidate, candidate.id, candidate, { createdAt: now });
          store.insert(KIND.formSubmission, formId, { ...instance, applicationId: application.id }, { createdAt: now, parentId: application.id });
          if (ipAddress && userAgent) {
            const info: ClientInfo = { id: newId(), ipAddress, userAgent, relatedEntityType: 'application', relatedEntityId: application.id, candidateId: candidate.id, createdAt: now };
            store.insert(KIND.clientInfo, info.id, info, { createdAt: now, parentId: candidate.id });
          }
          audit(sandbox, ctx, { category: 'candidates', action: 'created', targetType: 'Candidate', targetId: candidate.id });
          createApplication(sandbox, ctx, application, stage);
        });
        return { results: { submittedFormInstance: instance, formMessages: { blocked: false } } };
      },
    },
  };
}
