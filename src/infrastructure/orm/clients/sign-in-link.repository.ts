import { randomUUID } from 'node:crypto';
import type { SignInLinkRepository } from '#application/client-sign-in/ports.ts';
import { SIGN_IN_CODE_MAX_ATTEMPTS, type SignInLink } from '#domain/clients/sign-in-link.ts';
import type { UnitOfWork } from '../database.ts';
import { runSql } from '../sql.ts';
import { SignInLinkRecord, type SignInLinkRecordEntity } from './sign-in-link.entity.ts';

function toSignInLink(record: SignInLinkRecordEntity): SignInLink {
  return {
    id: record.id,
    clientId: record.client.id,
    expiresAt: record.expiresAt,
    usedAt: record.usedAt ?? null,
    failedAttempts: record.failedAttempts,
    redirect: record.redirect ?? null,
    createdAt: record.createdAt,
  };
}

export class OrmSignInLinkRepository implements SignInLinkRepository {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async create(link: {
    clientId: string;
    tokenHash: string;
    codeHash: string | null;
    redirect: string | null;
    expiresAt: Date;
  }): Promise<SignInLink> {
    const record = this.em.create(SignInLinkRecord, {
      id: randomUUID(),
      client: link.clientId,
      tokenHash: link.tokenHash,
      codeHash: link.codeHash,
      failedAttempts: 0,
      redirect: link.redirect,
      expiresAt: link.expiresAt,
      usedAt: null,
      createdAt: new Date(),
    });
    await this.em.flush();
    return toSignInLink(record);
  }

  async findByTokenHash(tokenHash: string): Promise<SignInLink | null> {
    const record = await this.em.findOne(SignInLinkRecord, { tokenHash });
    return record ? toSignInLink(record) : null;
  }

  async latestForClient(clientId: string) {
    const record = await this.em.findOne(
      SignInLinkRecord,
      { client: clientId, codeHash: { $ne: null } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return record?.codeHash
      ? { ...toSignInLink(record), codeHash: record.codeHash, tokenHash: record.tokenHash }
      : null;
  }

  /**
   * One conditional UPDATE: the database decides which of two simultaneous clicks spends the link (the
   * other matches no row), so a link signs in once however the requests interleave.
   */
  async consume(linkId: string, at: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      SignInLinkRecord,
      {
        id: linkId,
        usedAt: null,
        expiresAt: { $gt: at },
        failedAttempts: { $lt: SIGN_IN_CODE_MAX_ATTEMPTS },
      },
      { usedAt: at },
    );
    return updated === 1;
  }

  /** Named SQL: a counter under concurrency; the conditional update takes the try or matches no row. */
  async takeCodeTry(linkId: string): Promise<boolean> {
    const rows = await runSql<{ id: string }>(
      this.em,
      `update "client_sign_in_links" set "failed_attempts" = "failed_attempts" + 1
       where "id" = ? and "used_at" is null and "failed_attempts" < ? returning "id"`,
      [linkId, SIGN_IN_CODE_MAX_ATTEMPTS],
    );
    return rows.length === 1;
  }

  /** Named SQL: the counter's try given back in the same conditional update that spends the link. */
  async consumeWithCode(linkId: string, at: Date): Promise<boolean> {
    const rows = await runSql<{ id: string }>(
      this.em,
      `update "client_sign_in_links" set "used_at" = ?, "failed_attempts" = "failed_attempts" - 1
       where "id" = ? and "used_at" is null and "expires_at" > ? and "failed_attempts" <= ? returning "id"`,
      [at, linkId, at, SIGN_IN_CODE_MAX_ATTEMPTS],
    );
    return rows.length === 1;
  }
}
