import { describe, expect, it } from 'vitest';
import { confirmCardDeposit } from '#application/proposals/confirm-card-deposit.ts';
import type { ConfirmedDeposit } from '#application/proposals/ports.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { depositWorld, NOW } from './deposit-fixture.ts';

const event = (proposalId: string, changes: Partial<ConfirmedDeposit> = {}): ConfirmedDeposit => ({
  eventId: 'evt_1',
  eventType: 'checkout.session.completed',
  proposalId,
  amountPence: 50_001,
  currency: 'gbp',
  providerReference: 'cs_test_1',
  ...changes,
});

describe('confirmCardDeposit', () => {
  it('records the card payment: credit, lock and both e-mails', async () => {
    const { deps, adas, queue } = depositWorld('stripe');
    const result = await confirmCardDeposit(deps, event(adas.id));
    expect(result).toEqual({
      outcome: 'recorded',
      payment: {
        method: 'stripe',
        amountPence: 50_001,
        reference: 'DEP-AAAAAAAABBBB',
        providerReference: 'cs_test_1',
        paidAt: NOW.toISOString(),
      },
    });
    expect(adas.status).toBe('locked');
    expect(deps.deposits.credits).toHaveLength(1);
    expect(queue.jobs).toHaveLength(2);
  });

  it('changes nothing on a replayed event', async () => {
    const { deps, adas, queue } = depositWorld('stripe');
    await confirmCardDeposit(deps, event(adas.id));
    expect(await confirmCardDeposit(deps, event(adas.id))).toEqual({ outcome: 'replay' });
    expect(deps.deposits.credits).toHaveLength(1);
    expect(queue.jobs).toHaveLength(2);
  });

  it('answers the first payment, without e-mails, for a second event about a paid proposal', async () => {
    const { deps, adas, queue } = depositWorld('stripe');
    await confirmCardDeposit(deps, event(adas.id));
    const second = await confirmCardDeposit(
      deps,
      event(adas.id, { eventId: 'evt_2', providerReference: 'cs_2' }),
    );
    expect(second.outcome === 'recorded' && second.payment.providerReference).toBe('cs_test_1');
    expect(deps.deposits.credits).toHaveLength(1);
    expect(queue.jobs).toHaveLength(2);
  });

  it('refuses and logs an amount that is not the deposit, or not in pounds', async () => {
    const { deps, adas, log } = depositWorld('stripe');
    const wrong = await errorOf(confirmCardDeposit(deps, event(adas.id, { amountPence: 50_000 })));
    expect(wrong.code).toBe('PROPOSALS.PAYMENT_AMOUNT');
    const euros = await errorOf(
      confirmCardDeposit(deps, event(adas.id, { eventId: 'evt_3', currency: 'eur' })),
    );
    expect(euros.code).toBe('PROPOSALS.PAYMENT_AMOUNT');
    expect(adas.status).toBe('approved');
    expect(deps.deposits.credits).toEqual([]);
    expect(log.lines[0]).toMatchObject({
      message: 'card deposit amount does not match the deposit: not recorded',
      context: { paid: 50_000, expected: 50_001 },
    });
  });

  it('logs a card payment for a proposal that cannot be locked now, and records nothing', async () => {
    const { deps, adas, log } = depositWorld('stripe');
    adas.status = 'client_reviewing';
    const error = await errorOf(confirmCardDeposit(deps, event(adas.id)));
    expect(error.code).toBe('PROPOSALS.NOT_APPROVED');
    expect(log.messages).toEqual(['card deposit not recorded']);
    expect(deps.deposits.credits).toEqual([]);
  });

  it('records the payment when the provider sends the event again after a failure that was no refusal', async () => {
    const { deps, adas, queue } = depositWorld('stripe');
    const record = deps.deposits.record.bind(deps.deposits);
    deps.deposits.record = async () => {
      deps.deposits.record = record;
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    await expect(confirmCardDeposit(deps, event(adas.id))).rejects.toThrow('ECONNREFUSED');
    // Stripe retries an event it did not see answered 2xx: this time the database is back.
    expect(await confirmCardDeposit(deps, event(adas.id))).toMatchObject({ outcome: 'recorded' });
    expect(adas.status).toBe('locked');
    expect(deps.deposits.credits).toHaveLength(1);
    expect(queue.jobs).toHaveLength(2);
  });

  it('warns of a card payment for a deposit already paid another way, which the owner must refund', async () => {
    const { deps, adas, log, queue } = depositWorld('stripe');
    await confirmCardDeposit(deps, event(adas.id));
    await confirmCardDeposit(deps, event(adas.id, { eventId: 'evt_late', providerReference: 'cs_second' }));
    expect(log.lines).toEqual([
      expect.objectContaining({
        message: 'card payment for a deposit already paid: refund it',
        context: expect.objectContaining({ proposalId: adas.id, providerReference: 'cs_second' }),
      }),
    ]);
    expect(deps.deposits.credits).toHaveLength(1);
    expect(queue.jobs).toHaveLength(2);
  });

  it('says Proposal Not Found for a proposal that does not exist', async () => {
    const { deps } = depositWorld('stripe');
    const error = await errorOf(confirmCardDeposit(deps, event('00000000-0000-4000-8000-000000000000')));
    expect(error.message).toBe('Proposal Not Found');
  });
});
