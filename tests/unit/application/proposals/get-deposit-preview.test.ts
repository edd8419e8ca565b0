import { describe, expect, it } from 'vitest';
import { getDepositPreview } from '#application/proposals/get-deposit-preview.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { depositWorld } from './deposit-fixture.ts';

describe('getDepositPreview', () => {
  it("gives the owner what the client's Pay Deposit shows, whatever the status", async () => {
    const { deps, adas } = depositWorld();
    adas.status = 'draft';
    const preview = await getDepositPreview(deps, adas.id);
    expect(preview).toMatchObject({
      method: 'bank_transfer',
      amountPence: 50_001,
      reference: 'DEP-AAAAAAAABBBB',
    });
    expect(preview.method === 'bank_transfer' && preview.payee.accountName).toBe('Example Studio Ltd');
  });

  it('says Proposal Not Found for an unknown proposal', async () => {
    const { deps } = depositWorld();
    const error = await errorOf(getDepositPreview(deps, '00000000-0000-4000-8000-000000000000'));
    expect(error.message).toBe('Proposal Not Found');
  });
});
