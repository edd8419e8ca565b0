import { describe, expect, it } from 'vitest';
import { getClientTransaction } from '#application/portal/get-client-transaction.ts';
import { listClientTransactions } from '#application/portal/list-client-transactions.ts';
import { portalWorld } from './portal-fixture.ts';

describe('listClientTransactions and getClientTransaction', () => {
  it("lists the client's transactions newest first with the signed amount and balance after", async () => {
    const { deps, ada, bob, asAda } = portalWorld();
    await deps.transactions.record(ada.id, {
      type: 'credit',
      amountPence: 50_000,
      description: 'Deposit received',
    });
    await deps.transactions.record(bob.id, { type: 'credit', amountPence: 1, description: "Bob's" });
    await deps.transactions.record(ada.id, { type: 'debit', amountPence: 30_000, description: 'Workshop' });
    const transactions = await listClientTransactions(deps, asAda);
    expect(
      transactions.map(({ description, signedAmountPence, balanceAfterPence }) => ({
        description,
        signedAmountPence,
        balanceAfterPence,
      })),
    ).toEqual([
      { description: 'Workshop', signedAmountPence: -30_000, balanceAfterPence: 20_000 },
      { description: 'Deposit received', signedAmountPence: 50_000, balanceAfterPence: 50_000 },
    ]);
  });

  it('gives one of hers, and "Transaction not found" for another client\'s', async () => {
    const { deps, ada, bob, asAda } = portalWorld();
    const mine = await deps.transactions.record(ada.id, {
      type: 'credit',
      amountPence: 5,
      description: 'Mine',
    });
    const theirs = await deps.transactions.record(bob.id, {
      type: 'credit',
      amountPence: 5,
      description: "Bob's",
    });
    expect((await getClientTransaction(deps, asAda, mine?.id ?? '')).description).toBe('Mine');
    await expect(getClientTransaction(deps, asAda, theirs?.id ?? '')).rejects.toMatchObject({
      kind: 'not_found',
      code: 'CLIENTS.TRANSACTION_NOT_FOUND',
    });
  });
});
