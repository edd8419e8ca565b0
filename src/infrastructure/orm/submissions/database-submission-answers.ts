import type { EntityManager } from '@mikro-orm/core';
import type { SubmissionAnswer, SubmissionAnswers, SubmissionClaim } from '#application/shared/ports.ts';

/** A repeat arrives within seconds; a day covers a retry after a phone's lost connection too. */
const KEPT_FOR = '1 day';
/**
 * A claim whose process died before it answered (a crash, a kill) is given up after this: a repeat
 * then runs the submission itself rather than wait for an answer that will never come.
 */
const ABANDONED_AFTER = '2 minutes';
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface AnswerRow {
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/**
 * `SubmissionAnswers` in the `submission_answers` table, so every web process sees every claim. In SQL
 * rather than through `SubmissionAnswerRecord`: a claim is one atomic `insert … on conflict`, which
 * of two repeats arriving together lets exactly one through.
 */
export class DatabaseSubmissionAnswers implements SubmissionAnswers {
  private readonly fork: () => EntityManager;
  private readonly pruneTimer: ReturnType<typeof setInterval>;

  constructor(fork: () => EntityManager) {
    this.fork = fork;
    this.pruneTimer = setInterval(() => void this.prune().catch(() => {}), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  async claim(id: string): Promise<SubmissionClaim> {
    const claimed = await this.run<{ id: string }[]>(
      `insert into "submission_answers" ("id", "created_at") values (?, now())
       on conflict ("id") do update set "created_at" = now()
         where "submission_answers"."status" is null
           and "submission_answers"."created_at" < now() - interval '${ABANDONED_AFTER}'
       returning "id"`,
      [id],
    );
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await this.run<AnswerRow[]>(
      `select "status", "content_type", "body" from "submission_answers" where "id" = ?`,
      [id],
    );
    // Released between the two statements: the submission is free again.
    if (!row) return this.claim(id);
    if (row.status === null) return { kind: 'in-progress' };
    return {
      kind: 'answered',
      answer: {
        status: row.status,
        contentType: row.content_type ?? 'application/json',
        body: row.body ?? '',
      },
    };
  }

  async keep(id: string, answer: SubmissionAnswer): Promise<void> {
    await this.run(
      `update "submission_answers" set "status" = ?, "content_type" = ?, "body" = ? where "id" = ?`,
      [answer.status, answer.contentType, answer.body, id],
    );
  }

  async release(id: string): Promise<void> {
    await this.run(`delete from "submission_answers" where "id" = ? and "status" is null`, [id]);
  }

  /** Deletes answers older than a day; returns how many. */
  async prune(): Promise<number> {
    const rows = await this.run<{ id: string }[]>(
      `delete from "submission_answers" where "created_at" < now() - interval '${KEPT_FOR}' returning "id"`,
      [],
    );
    return rows.length;
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }

  private run<T>(sql: string, params: unknown[]): Promise<T> {
    return this.fork().getConnection().execute(sql, params) as Promise<T>;
  }
}
