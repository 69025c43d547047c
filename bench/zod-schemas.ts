// Zod 4 schemas written by hand for the three payloads the validation bench checks, with the
// same shapes as the spec (spec/components/schemas/*.yaml): objects accept unknown keys as
// JSON Schema does, timestamps are UTC with milliseconds, ids are UUID-shaped strings.
import { z } from 'zod';

/**
 * The three response schemas. Without `formats`, ids, timestamps, e-mail addresses and URLs are
 * plain strings: the bench uses that copy to show what zod's format checks cost.
 */
export function zodSchemas({ formats }: { formats: boolean }) {
  const Uuid = formats ? z.guid() : z.string();
  const Timestamp = formats ? z.iso.datetime({ precision: 3 }) : z.string();
  const Email = formats ? z.email() : z.string();
  const Url = formats ? z.url() : z.string();

  const NullableUuid = Uuid.nullable();
  const NullableTimestamp = Timestamp.nullable();
  const NotShownObject = z.looseObject({});
  const NullableNotShownObject = NotShownObject.nullable();

  const User = z.looseObject({
    id: Uuid,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    globalRole: z.string(),
    isEnabled: z.boolean(),
    updatedAt: Timestamp,
  });
  const NullableUser = User.nullable();

  const EmailAddress = z.looseObject({ value: Email, type: z.string(), isPrimary: z.boolean() });

  const ApplicationCandidate = z.looseObject({
    id: Uuid,
    name: z.string(),
    primaryEmailAddress: EmailAddress,
    primaryPhoneNumber: NullableNotShownObject,
  });

  const InterviewStageSummary = z.looseObject({
    id: Uuid,
    title: z.string(),
    type: z.string(),
    orderInInterviewPlan: z.int(),
    interviewStageGroupId: NullableUuid,
    interviewPlanId: Uuid,
  });

  const ApplicationJob = z.looseObject({ id: Uuid, title: z.string(), locationId: NullableUuid, departmentId: NullableUuid });

  const Application = z.looseObject({
    id: Uuid,
    createdAt: Timestamp,
    updatedAt: Timestamp,
    status: z.string(),
    customFields: z.array(NotShownObject),
    candidate: ApplicationCandidate,
    currentInterviewStage: InterviewStageSummary,
    source: NullableNotShownObject,
    archiveReason: NullableNotShownObject,
    archivedAt: NullableTimestamp,
    job: ApplicationJob,
    creditedToUser: NullableUser,
    hiringTeam: z.array(NotShownObject),
    appliedViaJobPostingId: NullableUuid,
    submitterClientIp: z.string().nullable(),
    submitterUserAgent: z.string().nullable(),
  });

  const Candidate = z.looseObject({
    id: Uuid,
    createdAt: Timestamp,
    updatedAt: Timestamp,
    name: z.string(),
    primaryEmailAddress: EmailAddress,
    emailAddresses: z.array(EmailAddress),
    primaryPhoneNumber: NullableNotShownObject,
    phoneNumbers: z.array(NotShownObject),
    socialLinks: z.array(NotShownObject),
    tags: z.array(NotShownObject),
    applicationIds: z.array(Uuid),
    resumeFileHandle: z.string().nullable(),
    fileHandles: z.array(NotShownObject),
    profileUrl: Url,
    source: NullableNotShownObject,
    creditedToUser: NullableUser,
    timezone: z.string().nullable(),
    fraudStatus: z.string().nullable(),
  });

  const FormField = z.looseObject({
    id: Uuid,
    type: z.string(),
    path: z.string(),
    title: z.string(),
    humanReadablePath: z.string(),
    isNullable: z.boolean(),
    selectableValues: z.array(z.looseObject({ label: z.string(), value: z.string() })).nullish(),
  });

  const FormDefinition = z.looseObject({
    sections: z.array(
      z.looseObject({
        title: z.string().nullish(),
        fields: z.array(z.looseObject({ isRequired: z.boolean(), field: FormField })),
      }),
    ),
  });

  const SubmittedFormInstance = z.looseObject({
    id: Uuid,
    formDefinition: FormDefinition,
    submittedValues: z.record(z.string(), z.unknown()),
  });

  const ErrorEnvelope = z.looseObject({
    success: z.literal(false),
    errors: z.array(z.looseObject({ message: z.string() })),
  });

  /** The 200 body of an operation: its success envelope or the error envelope, told apart by `success`. */
  const envelope = <Success extends z.ZodObject<{ success: z.ZodLiteral<true> }>>(success: Success) => z.discriminatedUnion('success', [success, ErrorEnvelope]);

  /** `application.list` response: a ListEnvelope page of applications. */
  const ApplicationListResponse = envelope(
    z.looseObject({
      success: z.literal(true),
      results: z.array(Application),
      moreDataAvailable: z.boolean(),
      nextCursor: z.string().optional(),
      syncToken: z.string().optional(),
    }),
  );

  /** `candidate.info` response. */
  const CandidateInfoResponse = envelope(z.looseObject({ success: z.literal(true), results: Candidate }));

  /** `applicationFeedback.submit` response: the submitted form instance. */
  const FeedbackSubmitResponse = envelope(
    z.looseObject({ success: z.literal(true), results: z.looseObject({ submittedFormInstance: SubmittedFormInstance }) }),
  );

  return { ApplicationListResponse, CandidateInfoResponse, FeedbackSubmitResponse };
}

export const { ApplicationListResponse, CandidateInfoResponse, FeedbackSubmitResponse } = zodSchemas({ formats: true });
