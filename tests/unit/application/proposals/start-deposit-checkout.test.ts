import { describe, expect, it } from 'vitest';
import { startDepositCheckout } from '#application/proposals/start-deposit-checkout.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { depositWorld } from './deposit-fixture.ts';

describe('startDepositCheckout', () => {
  it("opens a checkout for the deposit of the client's own approved proposal", async () => {
    const { deps, asAda, adas, payments } = depositWorld('stripe');
    const answer = await startDepositCheckout(deps, asAda, adas.id);
    expect(answer).toEqual({ checkoutUrl: 'https://checkout.test/DEP-AAAAAAAABBBB' });
    expect(payments.checkouts).toEqual([
      {
        proposalId: adas.id,
        proposalTitle: 'Website redesign',
        amountPence: 50_001,
        reference: 'DEP-AAAAAAAABBBB',
        clientEmail: 'ada@example.com',
        successUrl: `https://site.test/portal/proposals/${adas.id}?payment=success`,
        cancelUrl: `https://site.test/portal/proposals/${adas.id}?payment=cancelled`,
      },
    ]);
  });

  it("says Proposal Not Found for another client's proposal, and for a draft", async () => {
    const { deps, asAda, bobs, adas, payments } = depositWorld('stripe');
    expect((await errorOf(startDepositCheckout(deps, asAda, bobs.id))).message).toBe('Proposal Not Found');
    adas.status = 'draft';
    expect((await errorOf(startDepositCheckout(deps, asAda, adas.id))).message).toBe('Proposal Not Found');
    expect(payments.checkouts).toEqual([]);
  });

  it('refuses before approval and once paid', async () => {
    const { deps, asAda, adas } = depositWorld('stripe');
    adas.status = 'sent';
    expect((await errorOf(startDepositCheckout(deps, asAda, adas.id))).code).toBe('PROPOSALS.NOT_APPROVED');
    adas.status = 'locked';
    expect((await errorOf(startDepositCheckout(deps, asAda, adas.id))).code).toBe('PROPOSALS.DEPOSIT_PAID');
  });

  it('says card payment is unavailable with the bank-transfer adapter', async () => {
    const { deps, asAda, adas } = depositWorld('bank_transfer');
    const error = await errorOf(startDepositCheckout(deps, asAda, adas.id));
    expect(error.code).toBe('PROPOSALS.CARD_PAYMENT_UNAVAILABLE');
  });
});
