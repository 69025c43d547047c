export interface paths {
    "/apiKey.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the API key in use
         * @description Returns the title, creation time and scopes of the API key that authenticates the request.
         */
        post: operations["apiKey.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.addHiringTeamMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a member to an application's hiring team
         * @description Adds a user to the hiring team of an application and answers with the member.
         */
        post: operations["application.addHiringTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.changeSource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the source of an application
         * @description Changes the source of an application. The conditions of this change are not documented.
         */
        post: operations["application.changeSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.changeStage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an application to another interview stage
         * @description Moves an application to another interview stage. The conditions and resulting states of this move are not documented.
         */
        post: operations["application.changeStage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.change_source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the source of an application (deprecated)
         * @deprecated
         * @description Deprecated: replaced by `application.changeSource`, which should be used instead. It still returns an Application.
         */
        post: operations["application.change_source"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.change_stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an application to another interview stage (deprecated)
         * @deprecated
         * @description Deprecated: replaced by `application.changeStage`, which should be used instead. It still returns an Application.
         */
        post: operations["application.change_stage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Consider a candidate for a job
         * @description Creates an application: considers a candidate for a job, for example when sourcing. Applications submitted as a job board use `applicationForm.submit` instead. Custom field values are set with `customField.setValue`, not here.
         */
        post: operations["application.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an application
         * @description Deletes an application and answers with its id.
         */
        post: operations["application.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an application
         * @description Returns one application, looked up by `applicationId` or by `submittedFormInstanceId` (the id returned by `applicationForm.submit`). When both are sent, the lookup uses `applicationId`.
         */
        post: operations["application.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List applications
         * @description Returns applications a page at a time. Send the `syncToken` of an earlier answer to receive only applications updated since that token was issued.
         */
        post: operations["application.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.listCriteriaEvaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List AI criteria evaluations of an application
         * @description Returns the AI-generated assessments of an application against its criteria. They exist only when the AI application review feature is enabled for the organization. Supports pagination only, not incremental sync.
         */
        post: operations["application.listCriteriaEvaluations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.listHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the stage history of an application
         * @description Returns the stages an application has been in. Supports pagination only, not incremental sync.
         */
        post: operations["application.listHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.removeHiringTeamMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member from an application's hiring team
         * @description Removes a user from the hiring team of an application and answers with the removed member.
         */
        post: operations["application.removeHiringTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer an application to a different job
         * @description Moves an application to a different job. The conditions and resulting states of this move are not documented.
         */
        post: operations["application.transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an application
         * @description Updates an application. Custom field values are set with `customField.setValue`, not here.
         */
        post: operations["application.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application.updateHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit an application's stage history
         * @description Edits the timestamps at which an application entered stages and deletes history events (see each history item's `allowedActions`). Besides `candidatesWrite`, the key needs the admin setting "Allow updating application history?".
         */
        post: operations["application.updateHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applicationFeedback.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List feedback submissions
         * @description Returns submitted feedback forms. Select-type values in `submittedValues` are the stored option value, not the display label; the field's `selectableValues` in `formDefinition` maps values to labels. Score comments are returned in the PlainText shape.
         */
        post: operations["applicationFeedback.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applicationFeedback.submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit feedback for an application
         * @description Submits feedback values, keyed by field path, for an interview event (which may come from `applicationFeedbackRequest.create`). The value accepted for each field depends on its type:
         *
         *     | Type | Accepted value |
         *     |---|---|
         *     | Boolean | boolean |
         *     | CompensationRange | `{ type: 'compensation-range', minValue, maxValue, currencyCode, interval }` with an ISO 4217 `currencyCode` and an interval such as `1 HOUR` or `1 YEAR` |
         *     | Currency | `{ value, currencyCode }` with an ISO 4217 `currencyCode` |
         *     | Date | string `YYYY-MM-DD` |
         *     | Email | a valid e-mail address |
         *     | LongText, Phone, String | string |
         *     | MultiValueSelect | array of strings, each among the field's selectable option values |
         *     | Number | integer |
         *     | NumberRange | `{ type: 'number-range', minValue, maxValue }` |
         *     | RichText | only plain text: `{ type: 'PlainText', value }` |
         *     | Score | `{ score }`, an integer 1 to 4 inclusive, with optional `comments` as `{ type: 'PlainText', value }` |
         *     | Url | a valid URL, or the empty string |
         *     | UUID | a UUID string, or `{ value: <uuid> }` |
         *     | ValueSelect | the value of one of the field's selectable options |
         */
        post: operations["applicationFeedback.submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applicationFeedbackRequest.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request feedback without scheduling an interview
         * @description Requests feedback for an application without scheduling an interview. The interview used must be configured to request feedback. The answer's `interviewEventId` can be passed to `applicationFeedback.submit`.
         */
        post: operations["applicationFeedbackRequest.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applicationForm.submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an application form as a job board
         * @description Submits an application as a job board would. The id of the answer's `submittedFormInstance` can be passed to `application.info` as `submittedFormInstanceId`.
         */
        post: operations["applicationForm.submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applicationHiringTeamRole.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List hiring team roles of applications
         * @description Returns the roles a user can hold on an application's hiring team. The API description gives its result as an array of hiring team roles; its list envelope and paging are read from its name.
         */
        post: operations["applicationHiringTeamRole.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approvalDefinition.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update the approval definition of an entity
         * @description Creates or updates the approval definition of an entity. The entity must lie within an approval that is marked as managed by the API.
         */
        post: operations["approvalDefinition.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archiveReason.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List archive reasons
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["archiveReason.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessment.addCompletedToCandidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a completed assessment to a candidate
         * @description The API description lists this operation by name only.
         */
        post: operations["assessment.addCompletedToCandidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessment.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an assessment
         * @description The API description lists this operation by name only.
         */
        post: operations["assessment.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auditLog.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List audit entries
         * @description Returns audit entries, newest first, for all objects of the organization, including confidential jobs and projects, with no confidentiality filtering.
         */
        post: operations["auditLog.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brand.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List brands
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["brand.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.addEmailMessage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an e-mail message to a candidate
         * @description The API description lists this operation by name only.
         */
        post: operations["candidate.addEmailMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.addProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a candidate to a project
         * @description The API description lists this operation by name only.
         */
        post: operations["candidate.addProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.addTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a tag to a candidate
         * @description The API description lists this operation by name only.
         */
        post: operations["candidate.addTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.anonymize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anonymize a candidate
         * @description The API description lists this operation by name only.
         */
        post: operations["candidate.anonymize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a candidate
         * @description Creates a candidate and answers with it.
         */
        post: operations["candidate.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.createNote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a note to a candidate
         * @description Adds a note to a candidate. With `X-On-Behalf-Of`, the note is attributed to that user instead of the key's service account.
         */
        post: operations["candidate.createNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a candidate
         * @description Returns one candidate, looked up by candidate id or by external mapping id.
         */
        post: operations["candidate.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List candidates
         * @description Returns candidates a page at a time. Send the `syncToken` of an earlier answer to receive only candidates updated since that token was issued; `createdAfter` filters by creation date.
         */
        post: operations["candidate.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.listClientInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List client info records of a candidate
         * @description Returns the IP addresses and user agents recorded when the candidate acted, for example when applying.
         */
        post: operations["candidate.listClientInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.listFraudChecks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List fraud checks
         * @description Returns fraud checks. Their shape, and which candidates they cover, are not documented. The API description gives its result as fraud checks; its list envelope and paging are read from its name.
         */
        post: operations["candidate.listFraudChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.listNotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the notes of a candidate
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["candidate.listNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.listProjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the projects of a candidate
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["candidate.listProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.pushToHris": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Push a candidate to the HRIS
         * @description The API description lists this operation by name only.
         */
        post: operations["candidate.pushToHris"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.removeProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a candidate from a project
         * @description The API description lists this operation by name only.
         */
        post: operations["candidate.removeProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.removeTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a tag from a candidate
         * @description The API description lists this operation by name only.
         */
        post: operations["candidate.removeTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search candidates by e-mail or name
         * @description Returns the candidates matching an e-mail address and/or a name.
         */
        post: operations["candidate.search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.setFraudStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the fraud status of a candidate
         * @description The API description lists this operation by name only.
         */
        post: operations["candidate.setFraudStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a candidate
         * @description Updates a candidate and answers with it.
         */
        post: operations["candidate.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.uploadFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file to a candidate
         * @description Uploads a file for a candidate, either as the multipart part `file` or as a JSON `fileHandle` created earlier by `file.createFileUploadHandle`.
         */
        post: operations["candidate.uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidate.uploadResume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a candidate's resume
         * @description Uploads a resume for a candidate, either as the multipart part `resume` or as a JSON `resumeHandle` created earlier by `file.createFileUploadHandle`.
         */
        post: operations["candidate.uploadResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidateTag.archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a candidate tag
         * @description The API description lists this operation by name only.
         */
        post: operations["candidateTag.archive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidateTag.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a candidate tag
         * @description The API description lists this operation by name only.
         */
        post: operations["candidateTag.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/candidateTag.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List candidate tags
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["candidateTag.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/closeReason.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List close reasons
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["closeReason.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/communicationTemplate.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List communication templates
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["communicationTemplate.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customField.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a custom field
         * @description The API description lists this operation by name only.
         */
        post: operations["customField.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customField.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a custom field
         * @description The API description lists this operation by name only.
         */
        post: operations["customField.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customField.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List custom fields
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["customField.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customField.setValue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a custom field value
         * @description Custom field values of applications are set with this operation, not with `application.create` or `application.update`. The API description lists this operation by name only.
         */
        post: operations["customField.setValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customField.setValues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set several custom field values
         * @description The API description lists this operation by name only.
         */
        post: operations["customField.setValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customField.updateSelectableValues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the selectable values of a custom field
         * @description The API description lists this operation by name only.
         */
        post: operations["customField.updateSelectableValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/department.archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a department
         * @description The API description lists this operation by name only.
         */
        post: operations["department.archive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/department.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a department
         * @description The API description lists this operation by name only.
         */
        post: operations["department.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/department.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a department
         * @description The API description lists this operation by name only.
         */
        post: operations["department.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/department.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List departments
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["department.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/department.move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a department
         * @description The API description lists this operation by name only.
         */
        post: operations["department.move"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/department.restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a department
         * @description The API description lists this operation by name only.
         */
        post: operations["department.restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/department.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a department
         * @description The API description lists this operation by name only.
         */
        post: operations["department.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedbackFormDefinition.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a feedback form definition
         * @description The API description lists this operation by name only.
         */
        post: operations["feedbackFormDefinition.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedbackFormDefinition.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List feedback form definitions
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["feedbackFormDefinition.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file.createFileUploadHandle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a file upload handle
         * @description Creates a file upload handle, which `candidate.uploadResume` (`resumeHandle`) and `candidate.uploadFile` (`fileHandle`) accept instead of multipart data. The API description lists it by name only.
         */
        post: operations["file.createFileUploadHandle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a file
         * @description The API description lists this operation by name only.
         */
        post: operations["file.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hiringTeam.addMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a member to a hiring team
         * @description The API description lists this operation by name only.
         */
        post: operations["hiringTeam.addMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hiringTeam.removeMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member from a hiring team
         * @description The API description lists this operation by name only.
         */
        post: operations["hiringTeam.removeMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hiringTeamRole.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List hiring team roles
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["hiringTeamRole.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an interview
         * @description The API description lists this operation by name only.
         */
        post: operations["interview.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List interviews
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["interview.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewBriefing.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an interview briefing
         * @description The API description lists this operation by name only.
         */
        post: operations["interviewBriefing.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewEvent.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List interview events
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["interviewEvent.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewPlan.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List interview plans
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["interviewPlan.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewSchedule.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List interview schedules
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["interviewSchedule.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewStage.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an interview stage
         * @description The API description lists this operation by name only.
         */
        post: operations["interviewStage.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewStage.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List interview stages
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["interviewStage.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewStageGroup.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List interview stage groups
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["interviewStageGroup.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewerPool.addUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a user to an interviewer pool
         * @description The API description lists this operation by name only.
         */
        post: operations["interviewerPool.addUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewerPool.archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive an interviewer pool
         * @description The API description lists this operation by name only.
         */
        post: operations["interviewerPool.archive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewerPool.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an interviewer pool
         * @description The API description lists this operation by name only.
         */
        post: operations["interviewerPool.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewerPool.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an interviewer pool
         * @description The API description lists this operation by name only.
         */
        post: operations["interviewerPool.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewerPool.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List interviewer pools
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["interviewerPool.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewerPool.removeUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a user from an interviewer pool
         * @description The API description lists this operation by name only.
         */
        post: operations["interviewerPool.removeUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewerPool.restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore an interviewer pool
         * @description The API description lists this operation by name only.
         */
        post: operations["interviewerPool.restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviewerPool.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an interviewer pool
         * @description The API description lists this operation by name only.
         */
        post: operations["interviewerPool.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a job
         * @description The API description lists this operation by name only.
         */
        post: operations["job.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a job
         * @description The API description lists this operation by name only.
         */
        post: operations["job.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List jobs
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["job.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search jobs
         * @description The API description lists this operation by name only.
         */
        post: operations["job.search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job.setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the status of a job
         * @description The API description lists this operation by name only.
         */
        post: operations["job.setStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a job
         * @description The API description lists this operation by name only.
         */
        post: operations["job.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job.updateCompensation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the compensation of a job
         * @description The API description lists this operation by name only.
         */
        post: operations["job.updateCompensation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobBoard.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List job boards
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["jobBoard.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobInterviewPlan.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the interview plan of a job
         * @description The API description lists this operation by name only.
         */
        post: operations["jobInterviewPlan.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobPosting.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a job posting
         * @description The API description lists this operation by name only.
         */
        post: operations["jobPosting.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobPosting.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List job postings
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["jobPosting.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobPosting.setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the status of a job posting
         * @description The API description lists this operation by name only.
         */
        post: operations["jobPosting.setStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobPosting.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a job posting
         * @description The API description lists this operation by name only.
         */
        post: operations["jobPosting.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobPosting.updateCompensation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the compensation of a job posting
         * @description The API description lists this operation by name only.
         */
        post: operations["jobPosting.updateCompensation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobTemplate.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List job templates
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["jobTemplate.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a location
         * @description The API description lists this operation by name only.
         */
        post: operations["location.archive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a location
         * @description The API description lists this operation by name only.
         */
        post: operations["location.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a location
         * @description The API description lists this operation by name only.
         */
        post: operations["location.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List locations
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["location.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a location
         * @description The API description lists this operation by name only.
         */
        post: operations["location.move"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a location
         * @description The API description lists this operation by name only.
         */
        post: operations["location.restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.updateAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the address of a location
         * @description The API description lists this operation by name only.
         */
        post: operations["location.updateAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.updateExternalName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the external name of a location
         * @description The API description lists this operation by name only.
         */
        post: operations["location.updateExternalName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.updateName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the name of a location
         * @description The API description lists this operation by name only.
         */
        post: operations["location.updateName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/location.updateWorkplaceType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the workplace type of a location
         * @description The API description lists this operation by name only.
         */
        post: operations["location.updateWorkplaceType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offer.approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an offer
         * @description The API description lists this operation by name only.
         */
        post: operations["offer.approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offer.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an offer
         * @description The API description lists this operation by name only.
         */
        post: operations["offer.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offer.setDecidedAt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set when an offer was decided
         * @description The API description lists this operation by name only.
         */
        post: operations["offer.setDecidedAt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offer.setStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the status of an offer
         * @description The API description lists this operation by name only.
         */
        post: operations["offer.setStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offer.start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an offer
         * @description The API description lists this operation by name only.
         */
        post: operations["offer.start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offer.startApprovalProcess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start the approval process of an offer
         * @description The API description lists this operation by name only.
         */
        post: operations["offer.startApprovalProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offer.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an offer
         * @description The API description lists this operation by name only.
         */
        post: operations["offer.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offerProcess.start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an offer process
         * @description The API description lists this operation by name only.
         */
        post: operations["offerProcess.start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.addJob": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a job to an opening
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.addJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.addLocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a location to an opening
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.addLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an opening
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an opening
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List openings
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["opening.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.removeJob": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a job from an opening
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.removeJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.removeLocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a location from an opening
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.removeLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search openings
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.setArchived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive or unarchive an opening
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.setArchived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.setOpeningState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the state of an opening
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.setOpeningState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opening.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update an opening
         * @description The API description lists this operation by name only.
         */
        post: operations["opening.update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a project
         * @description The API description lists this operation by name only.
         */
        post: operations["project.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List projects
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["project.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search projects
         * @description The API description lists this operation by name only.
         */
        post: operations["project.search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a referral
         * @description The API description lists this operation by name only.
         */
        post: operations["referral.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referralForm.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the referral form
         * @description The API description lists this operation by name only.
         */
        post: operations["referralForm.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sequence.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a sequence
         * @description The API description lists this operation by name only.
         */
        post: operations["sequence.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/source.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List sources
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["source.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sourceTrackingLink.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List source tracking links
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["sourceTrackingLink.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyFormDefinition.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a survey form definition
         * @description The API description lists this operation by name only.
         */
        post: operations["surveyFormDefinition.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyFormDefinition.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List survey form definitions
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["surveyFormDefinition.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyRequest.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a survey request
         * @description The API description lists this operation by name only.
         */
        post: operations["surveyRequest.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveyRequest.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List survey requests
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["surveyRequest.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveySubmission.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a survey submission
         * @description The API description lists this operation by name only.
         */
        post: operations["surveySubmission.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/surveySubmission.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List survey submissions
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["surveySubmission.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/takeHomeAssignment.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a take-home assignment
         * @description The API description lists this operation by name only.
         */
        post: operations["takeHomeAssignment.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/takeHomeAssignment.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List take-home assignments
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["takeHomeAssignment.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.createInterviewerPause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a user as an interviewer
         * @description The API description lists this operation by name only.
         */
        post: operations["user.createInterviewerPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.deleteInterviewerPause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an interviewer pause
         * @description The API description lists this operation by name only.
         */
        post: operations["user.deleteInterviewerPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a user
         * @description The API description lists this operation by name only.
         */
        post: operations["user.info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.interviewerSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the interviewer settings of a user
         * @description The API description lists this operation by name only.
         */
        post: operations["user.interviewerSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List users
         * @description Returns the users of the organization (user objects, as the API description says of `user.list`); their `id` is what `X-On-Behalf-Of` takes. Its list envelope and paging are read from its name: the API description does not name the envelope for it.
         */
        post: operations["user.list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.listInterviewerPauses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the interviewer pauses of a user
         * @description The API description lists this operation by name only; its list envelope and paging are read from its name.
         */
        post: operations["user.listInterviewerPauses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find users by e-mail
         * @description Looks users up by e-mail address. Their `id` is what `X-On-Behalf-Of` takes.
         */
        post: operations["user.search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.setCustomFieldValue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a custom field value of a user
         * @description The API description lists this operation by name only.
         */
        post: operations["user.setCustomFieldValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.setCustomFieldValues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set several custom field values of a user
         * @description The API description lists this operation by name only.
         */
        post: operations["user.setCustomFieldValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user.updateInterviewerSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the interviewer settings of a user
         * @description The API description lists this operation by name only.
         */
        post: operations["user.updateInterviewerSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The API key making the request. */
        ApiKeyInfo: {
            title: string;
            createdAt: components["schemas"]["Timestamp"];
            /** @description Permissions of the key, each `<module>:<read|write>`. The module identifiers used here are not documented. */
            scopes: string[];
        };
        /** @description A candidate's application to (consideration for) a job. Optional values are present and `null` when absent. */
        Application: {
            id: components["schemas"]["Uuid"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            /** @description State of the application. Documented value: `Active`; other values and all transitions are not documented. */
            status: string;
            /** @description Custom field values of the application; set them with `customField.setValue`. */
            customFields: components["schemas"]["NotShownObject"][];
            candidate: components["schemas"]["ApplicationCandidate"];
            currentInterviewStage: components["schemas"]["InterviewStageSummary"];
            /** @description Where the application came from; its fields are not documented. */
            source: components["schemas"]["NullableNotShownObject"];
            /** @description Why the application was archived; `null` on a non-archived application. Its fields are not documented. */
            archiveReason: components["schemas"]["NullableNotShownObject"];
            /** @description When the application was archived; `null` on a non-archived application. */
            archivedAt: components["schemas"]["NullableTimestamp"];
            job: components["schemas"]["ApplicationJob"];
            creditedToUser: components["schemas"]["NullableUser"];
            /** @description The hiring team of the application. */
            hiringTeam: components["schemas"]["NotShownObject"][];
            appliedViaJobPostingId: components["schemas"]["NullableUuid"];
            /** @description IP address of the client that submitted the application, or `null`. */
            submitterClientIp: string | null;
            /** @description User agent of the client that submitted the application, or `null`. */
            submitterUserAgent: string | null;
        };
        /** @description The candidate of an application, in brief. */
        ApplicationCandidate: {
            id: components["schemas"]["Uuid"];
            name: string;
            primaryEmailAddress: components["schemas"]["EmailAddress"];
            /** @description The primary phone number, or `null`. Its fields are not documented. */
            primaryPhoneNumber: components["schemas"]["NullableNotShownObject"];
        };
        /** @description One stay of an application in an interview stage. */
        ApplicationHistoryItem: {
            id: components["schemas"]["Uuid"];
            stageId: components["schemas"]["Uuid"];
            title: string;
            enteredStageAt: components["schemas"]["Timestamp"];
            /** @description When the application left the stage, or `null` while it is still there. */
            leftStageAt: components["schemas"]["NullableTimestamp"];
            stageNumber: number;
            /** @description What `application.updateHistory` may do to this item. Values seen are `delete` and `set_entered_at`; others are not documented. */
            allowedActions: string[];
            actorId: components["schemas"]["NullableUuid"];
        };
        /** @description The job of an application, in brief. Other fields of jobs are not documented. */
        ApplicationJob: {
            id: components["schemas"]["Uuid"];
            title: string;
            locationId: components["schemas"]["NullableUuid"];
            departmentId: components["schemas"]["NullableUuid"];
        };
        /** @description The approval definition of an entity. */
        ApprovalDefinition: {
            id: components["schemas"]["Uuid"];
            /** @description Kind of entity. Documented value: `Offer`; other values are not documented. */
            entityType: string;
            entityId: components["schemas"]["Uuid"];
            approvalSteps: components["schemas"]["ApprovalStep"][];
        };
        ApprovalStep: {
            approvalsRequired: number;
            approvers: {
                /** @description Kind of approver. Documented value: `user`; other values are not documented. */
                type: string;
                userId: components["schemas"]["Uuid"];
            }[];
        };
        /** @description A person considered for jobs. Optional values are present and `null` when absent. */
        Candidate: {
            id: components["schemas"]["Uuid"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            name: string;
            primaryEmailAddress: components["schemas"]["EmailAddress"];
            emailAddresses: components["schemas"]["EmailAddress"][];
            /** @description The primary phone number, or `null`. Its fields are not documented. */
            primaryPhoneNumber: components["schemas"]["NullableNotShownObject"];
            phoneNumbers: components["schemas"]["NotShownObject"][];
            socialLinks: components["schemas"]["NotShownObject"][];
            tags: components["schemas"]["NotShownObject"][];
            applicationIds: components["schemas"]["Uuid"][];
            /** @description File handle of the candidate's resume, or `null`. The format of file handles is not documented. */
            resumeFileHandle: string | null;
            fileHandles: components["schemas"]["NotShownObject"][];
            /**
             * Format: uri
             * @description URL of the candidate in the web application.
             */
            profileUrl: string;
            /** @description Where the candidate came from; its fields are not documented. */
            source: components["schemas"]["NullableNotShownObject"];
            creditedToUser: components["schemas"]["NullableUser"];
            timezone: string | null;
            /** @description Fraud status of the candidate, or `null`. Its values are not documented. */
            fraudStatus: string | null;
        };
        /** @description A note on a candidate (the result of `candidate.createNote`). */
        CandidateNote: {
            id: components["schemas"]["Uuid"];
            createdAt: components["schemas"]["Timestamp"];
            isPrivate: boolean;
            content: string;
            author: {
                id: components["schemas"]["Uuid"];
                firstName: string;
                lastName: string;
                email: string;
            };
        };
        /** @description The network client a candidate used, recorded against a related record. */
        ClientInfoRecord: {
            id: components["schemas"]["Uuid"];
            ipAddress: string;
            userAgent: string;
            /** @description Kind of the related record. Documented value: `application`; other values are not documented. */
            relatedEntityType: string;
            relatedEntityId: components["schemas"]["Uuid"];
            candidateId: components["schemas"]["Uuid"];
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description An AI-generated assessment of an application against one criterion. These exist only when the AI application review feature is enabled for the organization. */
        CriteriaEvaluation: {
            id: components["schemas"]["Uuid"];
            criterion: {
                id: components["schemas"]["Uuid"];
                title: string;
                /** @description Kind of criterion. Documented value: `ResumePrompt`; other values are not documented. */
                type: string;
                prompt: string;
                applicationFormDefinitionId: components["schemas"]["NullableUuid"];
                applicationFormFieldPath: string | null;
            };
            /** @description Documented value: `Completed`; other values are not documented. */
            status: string;
            /** @description Documented value: `Meets`; other values are not documented. */
            outcome: string;
            reasoning: string;
            skipReason: string | null;
            outcomeNumber: number;
            evaluatedAt: components["schemas"]["Timestamp"];
        };
        /** @description An ISO 4217 currency code: the three-letter code (such as `USD` or `EUR`) or the three-digit numeric code (such as `840`). Which of the two forms the service accepts is not documented; this reference accepts both, as a reading. */
        CurrencyCode: string;
        /** @description The envelope of cursor-paged operations (`auditLog.list`; see Paging). */
        CursorListEnvelope: {
            /** @constant */
            success: true;
            results: unknown[];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description An e-mail address of a person. */
        EmailAddress: {
            /**
             * Format: email
             * @description The e-mail address.
             */
            value: string;
            /** @description Kind of address. Documented value: `Personal`; other values are not documented. */
            type: string;
            /** @description Whether this is the person's primary address. */
            isPrimary: boolean;
        };
        /** @description Envelope of a failed operation. Error codes such as `missing_endpoint_permission` exist, but in which field of the body they are carried, and any error field beyond `message`, are not documented. */
        ErrorEnvelope: {
            /**
             * @description Always `false` on failure.
             * @constant
             */
            success: false;
            errors: components["schemas"]["ErrorItem"][];
        };
        ErrorItem: {
            /** @description Human-readable description of the error. */
            message: string;
        };
        /** @description A submitted feedback form for an application. */
        FeedbackSubmission: {
            id: components["schemas"]["Uuid"];
            applicationId: components["schemas"]["Uuid"];
            feedbackFormDefinitionId: components["schemas"]["Uuid"];
            interviewId: components["schemas"]["Uuid"];
            interviewEventId: components["schemas"]["Uuid"];
            submittedAt: components["schemas"]["Timestamp"];
            submittedByUser: components["schemas"]["User"];
            creditedToUser: components["schemas"]["User"];
            formDefinition: components["schemas"]["FormDefinition"];
            submittedValues: components["schemas"]["SubmittedValues"];
        };
        /** @description A value submitted for one feedback form field. Which shape is accepted depends on the field's type (see the `FeedbackValue*` schemas); this schema accepts any of them. */
        FeedbackValue: components["schemas"]["FeedbackValueBoolean"] | components["schemas"]["FeedbackValueCompensationRange"] | components["schemas"]["FeedbackValueCurrency"] | components["schemas"]["FeedbackValueDate"] | components["schemas"]["FeedbackValueEmail"] | components["schemas"]["FeedbackValueText"] | components["schemas"]["FeedbackValueMultiValueSelect"] | components["schemas"]["FeedbackValueNumber"] | components["schemas"]["FeedbackValueNumberRange"] | components["schemas"]["FeedbackValueRichText"] | components["schemas"]["FeedbackValueScore"] | components["schemas"]["FeedbackValueUrl"] | components["schemas"]["FeedbackValueUuid"] | components["schemas"]["FeedbackValueValueSelect"];
        /** @description Value of a `Boolean` field. */
        FeedbackValueBoolean: boolean;
        /** @description Value of a `CompensationRange` field. */
        FeedbackValueCompensationRange: {
            /** @constant */
            type: "compensation-range";
            /** @description Its type is not documented. */
            minValue: unknown;
            /** @description Its type is not documented. */
            maxValue: unknown;
            currencyCode: components["schemas"]["CurrencyCode"];
            /** @description A compensation interval such as `1 HOUR` or `1 YEAR`; the full list is not documented. */
            interval: string;
        };
        /** @description Value of a `Currency` field. */
        FeedbackValueCurrency: {
            /** @description Its type is not documented. */
            value: unknown;
            currencyCode: components["schemas"]["CurrencyCode"];
        };
        /**
         * Format: date
         * @description Value of a `Date` field: `YYYY-MM-DD`.
         */
        FeedbackValueDate: string;
        /**
         * Format: email
         * @description Value of an `Email` field: a valid e-mail address.
         */
        FeedbackValueEmail: string;
        /** @description Value of a `MultiValueSelect` field: option values, each among the field's `selectableValues`. */
        FeedbackValueMultiValueSelect: string[];
        /** @description Value of a `Number` field: an integer. */
        FeedbackValueNumber: number;
        /** @description Value of a `NumberRange` field. */
        FeedbackValueNumberRange: {
            /** @constant */
            type: "number-range";
            /** @description Its type is not documented. */
            minValue: unknown;
            /** @description Its type is not documented. */
            maxValue: unknown;
        };
        /** @description Value of a `RichText` field: only plain text is accepted. */
        FeedbackValueRichText: components["schemas"]["PlainText"];
        /** @description Value of a `Score` field: an integer from 1 to 4 inclusive, with optional comments. */
        FeedbackValueScore: {
            score: number;
            comments?: components["schemas"]["PlainText"];
        };
        /** @description Value of a `LongText`, `Phone` or `String` field. */
        FeedbackValueText: string;
        /** @description Value of a `Url` field: a valid URL, or the empty string. */
        FeedbackValueUrl: string | "";
        /** @description Value of a `UUID` field: a UUID string, or `{ value: <uuid> }`. */
        FeedbackValueUuid: components["schemas"]["Uuid"] | {
            value: components["schemas"]["Uuid"];
        };
        /** @description Value of a `ValueSelect` field: the `value` of one of the field's `selectableValues`. */
        FeedbackValueValueSelect: string;
        /** @description The fields of a form (feedback form, application form), in sections. */
        FormDefinition: {
            sections: {
                /** @description Optional title of the section (documented as `title?: string`, and absent optional values are returned as `null`): it may be missing or `null`. */
                title?: string | null;
                fields: {
                    isRequired: boolean;
                    field: components["schemas"]["FormField"];
                }[];
            }[];
        };
        /** @description One field of a form definition. */
        FormField: {
            id: components["schemas"]["Uuid"];
            /** @description Field type. The feedback submission rules name `Boolean`, `CompensationRange`, `Currency`, `Date`, `Email`, `LongText`, `MultiValueSelect`, `Number`, `NumberRange`, `Phone`, `RichText`, `Score`, `String`, `Url`, `UUID` and `ValueSelect`; whether other types exist is not documented. */
            type: string;
            /** @description Key of this field in `submittedValues` and in submitted values. */
            path: string;
            title: string;
            humanReadablePath: string;
            isNullable: boolean;
            /** @description For select fields, the options; `value` is what is stored and submitted, `label` what people see. Documented as optional, and absent optional values are returned as `null`: it may be missing or `null`. */
            selectableValues?: {
                label: string;
                value: string;
            }[] | null;
        };
        /** @description A member of an application's hiring team. */
        HiringTeamMember: {
            userId: components["schemas"]["Uuid"];
            firstName: string;
            lastName: string;
            email: string;
            /** @description Title of the member's hiring team role. */
            role: string;
        };
        /** @description A role a user can hold on an application's hiring team. */
        HiringTeamRole: {
            id: components["schemas"]["Uuid"];
            title: string;
        };
        /** @description The interview stage an application is currently in. */
        InterviewStageSummary: {
            id: components["schemas"]["Uuid"];
            title: string;
            /** @description Kind of stage. Documented value: `PreInterviewScreen`; other values are not documented. */
            type: string;
            orderInInterviewPlan: number;
            interviewStageGroupId: components["schemas"]["NullableUuid"];
            interviewPlanId: components["schemas"]["Uuid"];
        };
        /** @description The envelope of list operations (see Paging). */
        ListEnvelope: {
            /** @constant */
            success: true;
            results: unknown[];
            /** @description `true` when more data is available than this page holds. */
            moreDataAvailable: boolean;
            /** @description The cursor of the next page, `null` or missing when none follows. From the service's public documentation (see Paging). */
            nextCursor?: components["schemas"]["NextCursor"];
            /** @description Sent in a later request, returns only the records updated since it was issued (see Paging). Its format is not documented. */
            syncToken: string;
        };
        /** @description Opaque cursor of the next page, sent back as `cursor`; `null` when none follows. How the last page signals its end is not documented: this reference reads it as `null`, the form of an absent value (clients also stop when it is missing). */
        NextCursor: string | null;
        /** @description This object's fields are not documented, so none are listed here. Any JSON object is accepted. */
        NotShownObject: Record<string, unknown>;
        /** @description The result payload of this operation is not documented, so no shape is imposed on `results`. */
        NotShownResult: unknown;
        /** @description An object whose fields are not documented, or `null` when absent. Any JSON object is accepted. */
        NullableNotShownObject: Record<string, unknown> | null;
        /**
         * Format: date-time
         * @description ISO 8601 timestamp in UTC with millisecond precision, or `null` when absent.
         */
        NullableTimestamp: string | null;
        /** @description A user object, or `null` when absent. Whether this object carries fields beyond those of the user object is not documented. */
        NullableUser: components["schemas"]["User"] | null;
        /**
         * Format: uuid
         * @description Identifier of a record (a UUID string), or `null` when absent.
         */
        NullableUuid: string | null;
        /** @description Plain text, the only accepted RichText form; also the shape of Score comments. */
        PlainText: {
            /** @constant */
            type: "PlainText";
            value: string;
        };
        /** @description A submitted form. */
        SubmittedFormInstance: {
            id: components["schemas"]["Uuid"];
            formDefinition: components["schemas"]["FormDefinition"];
            submittedValues: components["schemas"]["SubmittedValues"];
        };
        /** @description Submitted values keyed by field `path`. Select-type values are the stored option value, not the display label; Score comments are returned in the PlainText shape. */
        SubmittedValues: {
            [key: string]: unknown;
        };
        /** @description The success envelope (see Envelopes and errors). */
        SuccessEnvelope: {
            /** @constant */
            success: true;
            /** @description The payload of the operation. */
            results: unknown;
        };
        /**
         * Format: date-time
         * @description ISO 8601 timestamp in UTC with millisecond precision.
         * @example 2026-01-15T09:30:00.000Z
         */
        Timestamp: string;
        /** @description A user of the hiring instance (recruiter, interviewer, hiring manager, ...). */
        User: {
            id: components["schemas"]["Uuid"];
            firstName: string;
            lastName: string;
            email: string;
            /** @description The user's role in the organization. Documented values: `Elevated Access` and `Limited Access`; others are not documented. */
            globalRole: string;
            /** @description `false` for a disabled user (who cannot be acted on behalf of). */
            isEnabled: boolean;
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * Format: uuid
         * @description Identifier of a record (a UUID string).
         * @example 3ae2b801-19f6-41ef-ad28-214bd731948f
         */
        Uuid: string;
    };
    responses: {
        /** @description The API key is wrong or deactivated, or it lacks the permission this operation requires (error code `missing_endpoint_permission`). Each case carries a human-readable message specific to it. The shape of the body is not documented; this reference reads it as the error envelope. In which field of the body the error code is carried is not documented. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The API key is missing. The body carries a human-readable message specific to this case. The shape of the body is not documented; this reference reads it as the error envelope. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
        OnBehalfOf: components["schemas"]["Uuid"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "apiKey.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["ApiKeyInfo"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.addHiringTeamMember": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["HiringTeamMember"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.changeSource": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Application"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.changeStage": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Application"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.change_source": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Application"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.change_stage": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Application"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Application"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the application to delete. Its name is this reference's reading of the words "application id". */
                    applicationId?: components["schemas"]["Uuid"];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: {
                            applicationId: components["schemas"]["Uuid"];
                        };
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the application. Takes precedence over `submittedFormInstanceId` when both are sent. */
                    applicationId?: components["schemas"]["Uuid"];
                    /** @description Id of the submitted form instance returned by `applicationForm.submit`. */
                    submittedFormInstanceId?: components["schemas"]["Uuid"];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Application"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: named for this operation; what it does is stated for `candidate.list`, so here it is a reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["Application"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.listCriteriaEvaluations": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the application. Its name is this reference's reading of the words "application id". */
                    applicationId?: components["schemas"]["Uuid"];
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["CriteriaEvaluation"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.listHistory": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the application. Its name is this reference's reading of the words "application id". */
                    applicationId?: components["schemas"]["Uuid"];
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["ApplicationHistoryItem"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.removeHiringTeamMember": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["HiringTeamMember"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.transfer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Application"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Application"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "application.updateHistory": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Application"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "applicationFeedback.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["FeedbackSubmission"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "applicationFeedback.submit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The interview event the feedback is for; it may come from `applicationFeedbackRequest.create`. */
                    interviewEventId?: components["schemas"]["Uuid"];
                    /** @description Submitted values keyed by field `path`; each value takes the shape its field type accepts. Its name is this reference's reading of the words "values per field path". */
                    values?: {
                        [key: string]: components["schemas"]["FeedbackValue"];
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: {
                            submittedFormInstance: components["schemas"]["SubmittedFormInstance"];
                        };
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "applicationFeedbackRequest.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: {
                            interviewEventId: components["schemas"]["Uuid"];
                            interviewerUserId: components["schemas"]["Uuid"];
                            applicationId: components["schemas"]["Uuid"];
                        };
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "applicationForm.submit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: {
                            submittedFormInstance: components["schemas"]["SubmittedFormInstance"];
                            formMessages: {
                                blocked: boolean;
                            };
                        };
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "applicationHiringTeamRole.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["HiringTeamRole"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "approvalDefinition.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kind of entity, such as `Offer` (the value the result's `entityType` shows). Its type and other values are not documented. Its name is this reference's reading of the words "entity type". */
                    entityType?: unknown;
                    /** @description Id of the entity. Its name is this reference's reading of the words "entity id". */
                    entityId?: components["schemas"]["Uuid"];
                    /** @description The approval steps; the shape of a step definition is not documented. An empty list skips approval and the entity proceeds to the next stage. Its name is this reference's reading of the words "approval step definitions". */
                    approvalStepDefinitions?: components["schemas"]["NotShownObject"][];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["ApprovalDefinition"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "archiveReason.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "assessment.addCompletedToCandidate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "assessment.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "auditLog.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Earliest entries to return: an ISO 8601 date. With `endDate`, the span may be at most 18 months. */
                    startDate?: string;
                    /** @description Latest entries to return: an ISO 8601 date, not before `startDate`. */
                    endDate?: string;
                    /** @description Only entries about these target types, from a fixed vocabulary. The vocabulary, and whether the field takes one value or a list, are not documented. */
                    targetTypes?: unknown;
                    /** @description Only entries in these categories, from a fixed vocabulary. The vocabulary, and whether the field takes one value or a list, are not documented. */
                    categories?: unknown;
                    /** @description Opaque cursor from the previous page's `nextCursor`. */
                    cursor?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["CursorListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "brand.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.addEmailMessage": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.addProject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.addTag": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.anonymize": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Candidate"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.createNote": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the candidate. */
                    candidateId?: components["schemas"]["Uuid"];
                    /** @description The note. Its type is not documented. */
                    note?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["CandidateNote"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the candidate. Its name is this reference's reading of the words "candidate id". */
                    candidateId?: components["schemas"]["Uuid"];
                    /** @description An external mapping id of the candidate. Its type and format are not documented. Its name is this reference's reading of the words "external mapping id". */
                    externalMappingId?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Candidate"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer: only the records updated since it was issued are returned (see Paging). */
                    syncToken?: string;
                    /** @description Only candidates created after this date. Its type is not documented. */
                    createdAfter?: unknown;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["Candidate"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.listClientInfo": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description Id of the candidate. Its name is this reference's reading of the words "candidate id". */
                    candidateId?: components["schemas"]["Uuid"];
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["ClientInfoRecord"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.listFraudChecks": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.listNotes": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.listProjects": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.pushToHris": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.removeProject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.removeTag": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.search": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail address to look up. Its type is not documented. Its name is this reference's reading of the words "email and/or name". */
                    email?: unknown;
                    /** @description Name to look up. Its type is not documented. Its name is this reference's reading of the words "email and/or name". */
                    name?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Candidate"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.setFraudStatus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Candidate"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.uploadFile": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Either the multipart part `file` (the file) or JSON with `fileHandle`, a handle created by `file.createFileUploadHandle`. Which fields are required, and other request fields, are not documented. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A handle created earlier by `file.createFileUploadHandle`. Its type and format are not documented. */
                    fileHandle?: unknown;
                } & {
                    [key: string]: unknown;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file. Which file types are accepted is not documented.
                     */
                    file?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Candidate"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidate.uploadResume": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Either the multipart part `resume` (the file) or JSON with `resumeHandle`, a handle created by `file.createFileUploadHandle`. Which fields are required, and other request fields, are not documented. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A handle created earlier by `file.createFileUploadHandle`. Its type and format are not documented. */
                    resumeHandle?: unknown;
                } & {
                    [key: string]: unknown;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file. Which file types are accepted is not documented.
                     */
                    resume?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["Candidate"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidateTag.archive": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidateTag.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "candidateTag.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "closeReason.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "communicationTemplate.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customField.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customField.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customField.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customField.setValue": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customField.setValues": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "customField.updateSelectableValues": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "department.archive": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "department.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "department.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "department.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "department.move": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "department.restore": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "department.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "feedbackFormDefinition.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "feedbackFormDefinition.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "file.createFileUploadHandle": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "file.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "hiringTeam.addMember": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "hiringTeam.removeMember": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "hiringTeamRole.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interview.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interview.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewBriefing.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewEvent.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewPlan.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewSchedule.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewStage.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewStage.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewStageGroup.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewerPool.addUser": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewerPool.archive": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewerPool.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewerPool.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewerPool.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewerPool.removeUser": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewerPool.restore": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "interviewerPool.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "job.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "job.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "job.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "job.search": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "job.setStatus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "job.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "job.updateCompensation": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "jobBoard.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "jobInterviewPlan.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "jobPosting.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "jobPosting.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "jobPosting.setStatus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "jobPosting.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "jobPosting.updateCompensation": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "jobTemplate.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.archive": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.move": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.restore": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.updateAddress": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.updateExternalName": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.updateName": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "location.updateWorkplaceType": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "offer.approve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "offer.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "offer.setDecidedAt": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "offer.setStatus": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "offer.start": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "offer.startApprovalProcess": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "offer.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "offerProcess.start": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.addJob": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.addLocation": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.removeJob": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.removeLocation": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.search": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.setArchived": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.setOpeningState": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "opening.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "project.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "project.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "project.search": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "referral.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "referralForm.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sequence.cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "source.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "sourceTrackingLink.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "surveyFormDefinition.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "surveyFormDefinition.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "surveyRequest.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "surveyRequest.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "surveySubmission.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "surveySubmission.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "takeHomeAssignment.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "takeHomeAssignment.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.createInterviewerPause": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.deleteInterviewerPause": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.info": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.interviewerSettings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["User"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.listInterviewerPauses": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description From an earlier answer, to get only the records updated since it was issued: this reference's reading (see Paging). */
                    syncToken?: string;
                    /** @description The previous page's `nextCursor`; none for the first page. From the service's public documentation (see Paging). */
                    cursor?: string;
                    /** @description Page size. From the service's public documentation (see Paging). */
                    limit?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["ListEnvelope"] & {
                        results: components["schemas"]["NotShownObject"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.search": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["User"][];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.setCustomFieldValue": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.setCustomFieldValues": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "user.updateInterviewerSettings": {
        parameters: {
            query?: never;
            header?: {
                /** @description Attributes the request (for example notes and feedback) to this user instead of the key's service account. The value is the id of a user of the key's organization, found with `user.search` (lookup by e-mail) or `user.list`. Conditions: the key has the admin setting "Allow acting on behalf of a user", the value is a valid user id in the key's organization, and the user is active (not disabled). Offering it on every operation is this reference's reading: the API description does not limit it to some (it names notes and feedback as examples). */
                "X-On-Behalf-Of"?: components["parameters"]["OnBehalfOf"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, unknown>;
            };
        };
        responses: {
            /** @description The success or the error envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["SuccessEnvelope"] & {
                        results: components["schemas"]["NotShownResult"];
                    }) | components["schemas"]["ErrorEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
