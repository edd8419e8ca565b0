import type { EntityManager } from '@mikro-orm/core';
import type { TokenBalanceRepository } from '#application/accounts/ports.ts';

export class OrmTokenBalanceRepository implements TokenBalanceRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async balanceOf(userId: string, initial: number): Promise<number> {
    // Creates the missing row and reads the balance in one statement, safe under concurrent requests.
    const rows = await this.em.getConnection().execute<{ balance: number }[]>(
      `insert into "token_balances" ("user_id", "balance") values (?, ?)
       on conflict ("user_id") do update set "balance" = "token_balances"."balance"
       returning "balance"`,
      [userId, initial],
    );
    return Number(rows[0]?.balance ?? initial);
  }
}
