import type { SessionRepository } from '#application/accounts/ports.ts';
import type { UnitOfWork } from '../database.ts';
import { runSql } from '../sql.ts';

export class OrmSessionRepository implements SessionRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  /** Named SQL: the user id sits inside the session's JSON (passport's `{ passport: { user } }`). */
  async endAllFor(userId: string, exceptSessionId?: string): Promise<void> {
    await runSql(
      this.em,
      `delete from "sessions" where "data" -> 'passport' ->> 'user' = ? and "sid" is distinct from ?`,
      [userId, exceptSessionId ?? null],
    );
  }
}
