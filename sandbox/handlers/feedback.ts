// Feedback: listing submissions, requesting feedback (an interview event without scheduling),
// submitting it (every value checked against the form definition with the generated
// validateFeedbackValues), and job-board applications through applicationForm.submit.
import type { Handlers } from '../../generated/server/adapter.ts';
import { validateFeedbackValues } from '../../generated/runtime/feedback-values.ts';
import { listPage } from '../paging.ts';
import { KIND, type Candidate, type FeedbackForm, type FeedbackSubmission, type FormDefinition, type Interview, type InterviewEvent, type Job, type Stage, type StoredApplication, type User } from '../kinds.ts';
import { audit, found, newId, refuse, requireId, seesConfidential, type Principal, type Sandbox } from '../context.ts';
import { createApplication } from './applications.ts';

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

export function feedbackHandlers(sandbox: Sandbox): Handlers<Principal> {
  const { store } = sandbox;
  return {
    'applicationFeedback.list': (body, ctx) => {
      const b = body as Body;
      let parentId: string | undefined;
      if (b.applicationId !== undefined) {
        parentId = requireId(b, 'applicationId', 'application');
        found(sandbox, ctx, KIND.application, parentId, 'applicationId', 'application');
      }
      return listPage(store, b, { operation: ctx.operation.name, kind: KIND.feedback, parentId, sync: ctx.operation.paging === 'sync', includeHidden: seesConfidential(ctx), map: (r) => r.data });
    },

    'applicationFeedbackRequest.create': (body, ctx) => {
      const b = body as Body;
      const applicationId = requireId(b, 'applicationId', 'application');
      found(sandbox, ctx, KIND.application, applicationId, 'applicationId', 'application');
      const interviewId = requireId(b, 'interviewId', 'interview');
      const interview = store.get<Interview>(KIND.interview, interviewId)?.data ?? refuse(`$.interviewId: no interview has the id ${interviewId}.`);
      if (!interview.requestsFeedback) refuse(`$.interviewId: the interview "${interview.title}" is not configured to request feedback.`);
      const interviewerUserId = requireId(b, 'interviewerUserId', 'interviewer (a user)');
      const interviewer = store.get<User>(KIND.user, interviewerUserId)?.data ?? refuse(`$.interviewerUserId: no user of this organization has the id ${interviewerUserId}.`);
      if (!interviewer.isEnabled) refuse(`$.interviewerUserId: the user ${interviewerUserId} is disabled.`);
      const event: InterviewEvent = { id: newId(), interviewId, applicationId, interviewerUserIds: [interviewerUserId], createdAt: sandbox.now() };
      store.transaction(() => {
        store.insert(KIND.interviewEvent, event.id, event, { createdAt: event.createdAt, parentId: applicationId });
        audit(sandbox, ctx, { category: 'feedback', action: 'feedback_requested', targetType: 'InterviewEvent', targetId: event.id });
      });
      return { results: { interviewEventId: event.id, interviewerUserId, applicationId } };
    },

    'applicationFeedback.submit': (body, ctx) => {
      const b = body as Body;
      const eventId = requireId(b, 'interviewEventId', 'interview event');
      const event = store.get<InterviewEvent>(KIND.interviewEvent, eventId)?.data ?? refuse(`$.interviewEventId: no interview event has the id ${eventId}.`);
      const application = found<StoredApplication>(sandbox, ctx, KIND.application, event.applicationId, 'interviewEventId', 'application');
      const interview = store.get<Interview>(KIND.interview, event.interviewId)!.data;
      const form = store.get<FeedbackForm>(KIND.feedbackForm, interview.feedbackFormDefinitionId)!.data;
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

    'applicationForm.submit': (body, ctx) => {
      const b = body as Body;
      const jobId = requireId(b, 'jobId', 'job');
      const job = found<Job>(sandbox, ctx, KIND.job, jobId, 'jobId', 'job').data;
      if (job.status !== 'Open') refuse(`$.jobId: the job "${job.title}" is not open for applications.`);
      const values = valuesOf(b);
      checkValues(APPLICATION_FORM, values);
      const now = sandbox.now();
      const id = newId();
      const primary = { value: String(values._systemfield_email), type: 'Personal', isPrimary: true };
      const candidate: Candidate = {
        id,
        createdAt: now,
        updatedAt: now,
        name: String(values._systemfield_name),
        primaryEmailAddress: primary,
        emailAddresses: [primary],
        primaryPhoneNumber: null,
        phoneNumbers: [],
        socialLinks: [],
        tags: [],
        applicationIds: [],
        resumeFileHandle: null,
        fileHandles: [],
        profileUrl: `https://hiring.example.com/candidates/${id}`,
        source: { id: '00000000-0000-4000-8000-00000000b0a2', title: 'Job board' },
        creditedToUser: null,
        timezone: null,
        fraudStatus: null,
      };
      const stage = store.all<Stage>(KIND.stage, job.interviewPlanId).map((s) => s.data).sort((x, y) => x.orderInInterviewPlan - y.orderInInterviewPlan)[0];
      const formId = newId();
      const stored: StoredApplication = {
        id: newId(),
        createdAt: now,
        updatedAt: now,
        status: 'Active',
        customFields: [],
        candidateId: id,
        jobId,
        stageId: stage.id,
        source: candidate.source,
        archiveReason: null,
        archivedAt: null,
        creditedToUser: null,
        hiringTeam: [],
        appliedViaJobPostingId: null,
        submitterClientIp: ctx.request.socket.remoteAddress ?? null,
        submitterUserAgent: typeof ctx.headers['user-agent'] === 'string' ? ctx.headers['user-agent'] : null,
        submittedFormInstanceId: formId,
      };
      const instance = { id: formId, formDefinition: APPLICATION_FORM, submittedValues: values };
      store.transaction(() => {
        store.insert(KIND.candidate, id, candidate, { createdAt: now, hidden: job.confidential });
        store.insert(KIND.formSubmission, formId, { ...instance, applicationId: stored.id }, { createdAt: now, parentId: stored.id });
        audit(sandbox, ctx, { category: 'candidates', action: 'created', targetType: 'Candidate', targetId: id });
      });
      createApplication(sandbox, ctx, stored, candidate, job, stage);
      return { results: { submittedFormInstance: instance, formMessages: { blocked: false } } };
    },
  };
}
