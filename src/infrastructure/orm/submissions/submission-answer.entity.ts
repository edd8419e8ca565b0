import { defineEntity, p } from '@mikro-orm/core';

/**
 * A submission being answered (no status yet) or answered (status, type and body of its answer), by
 * the digest of who sent it, where, and its key and body (`DatabaseSubmissionAnswers`).
 */
export const SubmissionAnswerRecord = defineEntity({
  name: 'SubmissionAnswerRecord',
  tableName: 'submission_answers',
  properties: {
    id: p.string().length(64).primary(),
    status: p.smallint().nullable(),
    contentType: p.string().length(255).nullable(),
    body: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').index('submission_answers_created_at_index'),
  },
});
