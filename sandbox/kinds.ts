// The record kinds the sandbox stores, and the shapes it keeps. Kinds whose shape the description
// gives use the spec's types; the others are the sandbox's own reading (README, "What the sandbox
// chose"), each built from the fields that other records show of it (a job's `id`, `title`,
// `locationId`, `departmentId` from an application's `job`, ...).
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
export type Note = Schemas['CandidateNote'];
export type ClientInfo = Schemas['ClientInfoRecord'];

export const KIND = {
  user: 'user',
  department: 'department',
  location: 'location',
  job: 'job',
  jobPosting: 'jobPosting',
  interviewPlan: 'interviewPlan',
  stageGroup: 'stageGroup',
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
  file: 'file',
} as const;

/** A candidate as stored: the API's fields and the external mapping id `candidate.info` can look up. */
export type StoredCandidate = Candidate & { externalMappingId?: string };

/** A job: an application's `job` fields, and what the sandbox needs to place applications. */
export interface Job {
  id: string;
  title: string;
  locationId: string | null;
  departmentId: string | null;
  interviewPlanId: string;
  confidential: boolean;
  status: 'Open' | 'Closed';
}

/** A job posting: what an application's `appliedViaJobPostingId` names. */
export interface JobPosting {
  id: string;
  title: string;
  jobId: string;
  locationId: string | null;
  isListed: boolean;
}

/** Departments and locations: what a job's `departmentId` and `locationId` name; archived and restored in place. */
export interface OrganizationUnit {
  id: string;
  name: string;
  isArchived: boolean;
}

export interface InterviewPlan {
  id: string;
  title: string;
  isArchived: boolean;
}

/** What a stage's `interviewStageGroupId` names. */
export interface StageGroup {
  id: string;
  title: string;
  interviewPlanId: string;
}

/** Why an application was archived: what `application.changeStage` takes as `archiveReasonId`. */
export interface ArchiveReason {
  id: string;
  text: string;
  reasonType: string;
  isArchived: boolean;
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
