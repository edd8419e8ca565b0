import { describe, expect, it } from 'vitest';
import { recordTransaction } from '#application/clients/record-transaction.ts';
import { portalWorld } from './portal-fixture.ts';

describe('recordTransaction', () => {
  it("moves the client's balance and stores the balance after: credits add, debits subtract", async () => {
    const { deps, ada } = portalWorld();
    const credit = await recordTransaction(deps, ada.id, {
      type: 'credit',
      amountPence: 50_000,
      description: '  Deposit received ',
    });
    expect(credit).toMatchObject({
      description: 'Deposit received',
      signedAmountPence: 50_000,
      balanceAfterPence: 50_000,
    });
    const debit = await recordTransaction(deps, ada.id, {
      type: 'debit',
      amountPence: 80_000,
      description: 'Build',
    });
    expect(debit).toMatchObject({ signedAmountPence: -80_000, balanceAfterPence: -30_000 });
    expect(ada.accountBalancePence).toBe(-30_000);
  });

  it.each([
    [0, 'Amount must be a whole number of pence above 0'],
    [-5, 'Amount must be a whole number of pence above 0'],
    [1.5, 'Amount must be a whole number of pence above 0'],
    [100_000_001, 'Amount must be at most 100000000 pence'],
  ])('refuses an amount of %s pence', async (amountPence, message) => {
    const { deps, ada } = portalWorld();
    await expect(
      recordTransaction(deps, ada.id, { type: 'credit', amountPence, description: 'x' }),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ message })] });
    expect(deps.transactions.rows).toHaveLength(0);
  });

  it('needs a description of at most 500 characters', async () => {
    const { deps, ada } = portalWorld();
    await expect(
      recordTransaction(deps, ada.id, { type: 'credit', amountPence: 1, description: '   ' }),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ message: 'Description is required' })] });
    await expect(
      recordTransaction(deps, ada.id, { type: 'credit', amountPence: 1, description: 'x'.repeat(501) }),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: 'Description must be at most 500 characters' })],
    });
  });

  it('refuses a client that does not exist with "Client not found"', async () => {
    const { deps } = portalWorld();
    await expect(
      recordTransaction(deps, 'no-client', { type: 'credit', amountPence: 1, description: 'x' }),
    ).rejects.toMatchObject({ kind: 'not_found', code: 'CLIENTS.CLIENT_RECORD_NOT_FOUND' });
  });
});
