// The record kinds the sandbox stores, and the shapes it keeps where they differ from the API's.
import type { components } from '../generated/schema.js';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type Candidate = Schemas['Candidate'];
export type Application = Schemas['Application'];
export type Stage = Schemas['InterviewStageSummary'];
export type HistoryItem = Schemas['ApplicationHistoryItem'];
export type FormDefinition = Schemas['FormDefinition'];
export type FeedbackSubmission = Schemas['FeedbackSubmission'];
export type HiringTeamMember = Schemas['HiringTeamMember'];

export const KIND = {
  user: 'user',
  job: 'job',
  stage: 'stage',
  source: 'source',
  archiveReason: 'archiveReason',
  hiringTeamRole: 'hiringTeamRole',
  candidate: 'candidate',
  application: 'application',
  history: 'history',
  evaluation: 'evaluation',
  clientInfo: 'clientInfo',
  note: 'note',
  feedbackForm: 'feedbackForm',
  interview: 'interview',
  interviewEvent: 'interviewEvent',
  feedback: 'feedback',
  approvalDefinition: 'approvalDefinition',
  formSubmission: 'formSubmission',
} as const;

/** A job: its fields are not shown by the source, so this is the sandbox's own reading. */
export interface Job {
  id: string;
  title: string;
  locationId: string | null;
  departmentId: string | null;
  interviewPlanId: string;
  confidential: boolean;
  status: string;
}

/** An application as stored: candidate, job and stage by id, put together when answered. */
export interface StoredApplication extends Omit<Application, 'candidate' | 'job' | 'currentInterviewStage'> {
  candidateId: string;
  jobId: string;
  stageId: string;
  submittedFormInstanceId: string | null;
}

export interface Interview {
  id: string;
  title: string;
  feedbackFormDefinitionId: string;
  /** Whether the interview is configured to request feedback (applicationFeedbackRequest.create needs it). */
  requestsFeedback: boolean;
}

export interface InterviewEvent {
  id: string;
  interviewId: string;
  applicationId: string;
  interviewerUserIds: string[];
  createdAt: string;
}

export interface FeedbackForm {
  id: string;
  title: string;
  formDefinition: FormDefinition;
}

/** A record with an id and a title (sources, hiring team roles): a type alias, so it is also a JSON object. */
export type NamedThing = {
  id: string;
  title: string;
};
