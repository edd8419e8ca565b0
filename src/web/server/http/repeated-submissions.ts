import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { SubmissionAnswer, SubmissionAnswers, SubmissionClaim } from '#application/shared/ports.ts';
import { SUBMISSION_KEY_HEADER } from '../../lib/submission-key.ts';
import { anonymousSessionOf } from './anonymous-session.ts';

/** The browser's keys are 32 hex digits; anything of this shape is accepted from other callers. */
const SUBMISSION_KEY = /^[\w-]{16,128}$/;
/** How often, and how long, a repeat waits for the first of its submission to be answered. */
const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 15_000;

/**
 * A submission this request claimed: the procedure's outcome settles it (`procedures.ts`), once. Its
 * answer is kept when the procedure succeeded, whether or not the browser is still there to read it.
 */
export interface ClaimedSubmission {
  /** The procedure succeeded with `data`: a repeat is answered with it. */
  answered(data: unknown): void;
  /** The procedure refused or failed (or never ran): a repeat runs afresh. */
  givenUp(): void;
}

/**
 * A submission sent again (a double press, a retry after a lost answer) gets the first one's answer
 * instead of being done twice: a tRPC mutation that carries an `Idempotency-Key` header (a key per
 * form render, `lib/submission-key.ts`) is done once per sender, procedure, key and body. A repeat
 * that arrives while the first runs waits for its answer. Only a success is kept: after a refusal or
 * a failure the same submission runs afresh. Runs on `/trpc` once the body is read (`req.body`).
 */
export function answerRepeatedSubmissions(answers: SubmissionAnswers): RequestHandler {
  return async (req, res, next) => {
    const key = req.get(SUBMISSION_KEY_HEADER);
    if (req.method !== 'POST' || key === undefined) return next();
    // One call per key: a batch's answer is another shape, and the browser never sends one with a key.
    if (!SUBMISSION_KEY.test(key) || req.query.batch !== undefined)
      return refuse(res, 400, 'The submission key is not valid');
    const id = submissionId(req, key);
    try {
      const claim = await claimOrWait(answers, id);
      if (claim.kind === 'answered') return replay(res, claim.answer);
      if (claim.kind === 'in-progress')
        return refuse(res, 409, 'This submission is still being answered: try again in a moment');
      req.submission = settledOnce(req, answers, id);
      // A call that never reached a procedure (an unknown one, unreadable input) gives the claim up.
      res.once('finish', () => req.submission?.givenUp());
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Who sent it (the account, else the reader's anonymous session, else the address), where, and what. */
function submissionId(req: Request, key: string): string {
  const sender = req.user?.id ?? anonymousSessionOf(req) ?? req.ip ?? 'unknown';
  const body = typeof req.body === 'string' ? req.body : '';
  return createHash('sha256').update([sender, req.path, key, body].join('\n')).digest('hex');
}

async function claimOrWait(answers: SubmissionAnswers, id: string): Promise<SubmissionClaim> {
  const started = Date.now();
  for (;;) {
    const claim = await answers.claim(id);
    if (claim.kind !== 'in-progress' || Date.now() - started >= WAIT_MAX_MS) return claim;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

function settledOnce(req: Request, answers: SubmissionAnswers, id: string): ClaimedSubmission {
  let settled = false;
  const settle = (answer: SubmissionAnswer | null) => {
    if (settled) return;
    settled = true;
    const done = answer ? answers.keep(id, answer) : answers.release(id);
    done.catch((error: unknown) => req.log.warn({ err: error }, 'submission answer not kept'));
  };
  return {
    // tRPC's answer to one call, as its HTTP handler writes it (the router has no transformer).
    answered: (data) =>
      settle({ status: 200, contentType: 'application/json', body: JSON.stringify({ result: { data } }) }),
    givenUp: () => settle(null),
  };
}

function replay(res: Response, answer: SubmissionAnswer): void {
  res.status(answer.status).type(answer.contentType).setHeader('Idempotent-Replayed', 'true');
  res.send(answer.body);
}

/** tRPC's own error shape, so the browser reads it as any other refusal. */
function refuse(res: Response, status: 400 | 409, message: string): void {
  res.status(status).json({
    error: {
      message,
      code: status === 409 ? -32009 : -32600,
      data: { code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST', httpStatus: status },
    },
  });
}
