import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { SubmissionAnswer, SubmissionAnswers, SubmissionClaim } from '#application/shared/ports.ts';
import { SUBMISSION_KEY_HEADER } from '../../lib/submission-key.ts';
import { anonymousSessionOf } from './anonymous-session.ts';

/** The browser's keys are UUIDs; anything of this shape is accepted from other callers. */
const SUBMISSION_KEY = /^[\w-]{16,128}$/;
/** How often, and how long, a repeat waits for the first of its submission to be answered. */
const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 15_000;

/**
 * A submission sent again (a double press, a retry after a lost answer) gets the first one's answer
 * instead of being done twice: a mutation call that carries an `Idempotency-Key` header (a key per form
 * render, `lib/submission-key.ts`) is done once per sender, procedure, key and body. A repeat that
 * arrives while the first is running waits for its answer. Only a successful answer is kept: after a
 * refusal or a failure the same submission runs afresh. Runs after the body is read (`req.body`).
 */
export function answerRepeatedSubmissions(answers: SubmissionAnswers): RequestHandler {
  return async (req, res, next) => {
    const key = req.get(SUBMISSION_KEY_HEADER);
    if (req.method !== 'POST' || key === undefined) return next();
    if (!SUBMISSION_KEY.test(key)) return refuse(res, 400, 'The submission key is not valid');
    const id = submissionId(req, key);
    try {
      const claim = await claimOrWait(answers, id);
      if (claim.kind === 'answered') return replay(res, claim.answer);
      if (claim.kind === 'in-progress')
        return refuse(res, 409, 'This submission is still being answered: try again in a moment');
      keepTheAnswer(req, res, answers, id);
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

function replay(res: Response, answer: SubmissionAnswer): void {
  res.status(answer.status).type(answer.contentType).setHeader('Idempotent-Replayed', 'true');
  res.send(answer.body);
}

/**
 * Collects the answer as the handler writes it (before compression, which wrapped `write` and `end`
 * first) and keeps it once the handler ends it, whether or not the browser is still there to read it:
 * a phone that lost the answer gets it on its retry.
 */
function keepTheAnswer(req: Request, res: Response, answers: SubmissionAnswers, id: string): void {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  let settled = false;
  const settle = (answer: SubmissionAnswer | null) => {
    if (settled) return;
    settled = true;
    const done = answer ? answers.keep(id, answer) : answers.release(id);
    done.catch((error: unknown) => req.log.warn({ err: error }, 'submission answer not kept'));
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    return write(chunk as string, encoding as BufferEncoding, callback as () => void);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk !== 'function') collect(chunk, encoding);
    const succeeded = res.statusCode >= 200 && res.statusCode < 300;
    settle(
      succeeded
        ? {
            status: res.statusCode,
            contentType: String(res.getHeader('content-type') ?? 'application/json'),
            body: Buffer.concat(chunks).toString('utf8'),
          }
        : null,
    );
    return end(chunk as string, encoding as BufferEncoding, callback as () => void);
  }) as typeof res.end;
  // A handler that failed without ending its answer gives the submission up.
  res.once('close', () => settle(null));
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
