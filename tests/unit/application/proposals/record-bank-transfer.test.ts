import { describe, expect, it } from 'vitest';
import { recordBankTransfer } from '#application/proposals/record-bank-transfer.ts';
import { recordBankTransferSchema } from '#application/proposals/schemas.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { queuedEmails } from '#fixtures/fakes/in-memory-jobs.ts';
import { errorOf } from '#fixtures/fakes/in-memory-shared.ts';
import { depositWorld, NOW } from './deposit-fixture.ts';

const input = (id: string, note?: string) => recordBankTransferSchema.parse({ id, note });

describe('recordBankTransfer', () => {
  it('records the deposit, credits the client, locks the proposal and e-mails both sides', async () => {
    const { deps, adas, queue } = depositWorld();
    const payment = await recordBankTransfer(deps, input(adas.id, ' FPS 12345 '), STAFF_ACTOR);
    expect(payment).toEqual({
      method: 'bank_transfer',
      amountPence: 50_001,
      reference: 'DEP-AAAAAAAABBBB',
      providerReference: 'FPS 12345',
      paidAt: NOW.toISOString(),
    });
    expect(adas.status).toBe('locked');
    expect(adas.lockedAt).toEqual(NOW);
    expect(deps.deposits.credits).toEqual([
      { clientId: adas.clientId, amountPence: 50_001, description: 'Deposit for proposal: Website redesign' },
    ]);
    const mails = queuedEmails(queue);
    expect(queue.jobs[0]).toMatchObject({
      name: 'send-client-portal-email',
      payload: { clientId: adas.clientId, target: `/portal/proposals/${adas.id}` },
    });
    expect(mails.map((mail) => mail.to)).toEqual(['ada@example.com', 'owner@example.com']);
    expect(mails[0]?.subject).toBe('Deposit received: Website redesign');
    expect(mails[0]?.text).toContain('£500.01');
    expect(mails[0]?.text).toContain(`View the proposal: [sign-in link to /portal/proposals/${adas.id}]`);
    expect(mails[1]?.replyTo).toBe('ada@example.com');
    expect(mails[1]?.subject).toBe('Deposit paid: Website redesign (£500.01)');
    expect(mails[1]?.text).toContain('DEP-AAAAAAAABBBB');
    expect(mails[1]?.text).toContain(`https://site.test/admin/proposals/${adas.id}`);
  });

  it('keeps no note as null', async () => {
    const { deps, adas } = depositWorld();
    expect((await recordBankTransfer(deps, input(adas.id), STAFF_ACTOR)).providerReference).toBeNull();
  });

  it('refuses a proposal not yet approved, with the reason', async () => {
    const { deps, adas } = depositWorld();
    adas.status = 'client_reviewing';
    const error = await errorOf(recordBankTransfer(deps, input(adas.id), STAFF_ACTOR));
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe('The deposit can be paid once the proposal has been approved.');
    expect(deps.deposits.credits).toEqual([]);
  });

  it('refuses a second recording: the deposit is paid already, and no one is e-mailed again', async () => {
    const { deps, adas, queue } = depositWorld();
    await recordBankTransfer(deps, input(adas.id), STAFF_ACTOR);
    const error = await errorOf(recordBankTransfer(deps, input(adas.id), STAFF_ACTOR));
    expect(error.message).toBe('The deposit for this proposal has already been paid.');
    expect(deps.deposits.credits).toHaveLength(1);
    expect(queue.jobs).toHaveLength(2);
  });

  it('answers the first payment when another recording won the race, without e-mailing again', async () => {
    const { deps, adas, queue } = depositWorld();
    const [first, second] = await Promise.all([
      recordBankTransfer(deps, input(adas.id, 'first'), STAFF_ACTOR),
      recordBankTransfer(deps, input(adas.id, 'second'), STAFF_ACTOR),
    ]);
    expect(second).toEqual(first);
    expect(deps.deposits.credits).toHaveLength(1);
    expect(queue.jobs).toHaveLength(2);
  });

  it('says Proposal Not Found for an unknown proposal', async () => {
    const { deps } = depositWorld();
    const error = await errorOf(
      recordBankTransfer(deps, input('00000000-0000-4000-8000-000000000000'), STAFF_ACTOR),
    );
    expect(error.message).toBe('Proposal Not Found');
  });

  it('keeps the payment when the queue is away, and says so in the log', async () => {
    const { deps, adas, queue, log } = depositWorld();
    queue.unavailable = true;
    const payment = await recordBankTransfer(deps, input(adas.id), STAFF_ACTOR);
    expect(payment.amountPence).toBe(50_001);
    expect(adas.status).toBe('locked');
    expect(log.messages).toEqual(['deposit e-mails not queued']);
  });
});
