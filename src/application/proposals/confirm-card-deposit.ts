import { depositReference } from '#domain/proposals/deposit-payment.ts';
import { paymentAmountMismatch, proposalNotFound } from '#domain/proposals/errors.ts';
import { depositAmount } from '#domain/proposals/proposal.ts';
import { AppError } from '#domain/shared/app-error.ts';
import type { ConfirmedDeposit, ProposalRepository } from './ports.ts';
import { type RecordDepositDeps, recordDeposit, toDepositPaymentDto } from './record-deposit.ts';
import type { DepositPaymentDto } from './schemas.ts';

/** What the webhook answers: recorded (or paid already), or a replayed event that changed nothing. */
export type CardDepositOutcome = { outcome: 'recorded'; payment: DepositPaymentDto } | { outcome: 'replay' };

/**
 * A verified provider event says a deposit was paid by card. The event is remembered first, so a
 * replay changes nothing; a payment that is not the proposal's deposit in GBP is logged and refused.
 * Handling that fails for another reason (the database away) forgets the event again: the provider
 * delivers it again until it is answered, and that delivery records the payment.
 */
export async function confirmCardDeposit(
  deps: RecordDepositDeps & { proposals: ProposalRepository },
  confirmed: ConfirmedDeposit,
): Promise<CardDepositOutcome> {
  const isNew = await deps.deposits.rememberWebhookEvent(confirmed.eventId, confirmed.eventType);
  if (!isNew) return { outcome: 'replay' };
  try {
    return await confirmNewEvent(deps, confirmed);
  } catch (error) {
    if (!(error instanceof AppError))
      await deps.deposits.forgetWebhookEvent(confirmed.eventId).catch((forgetError: unknown) => {
        deps.warn({ err: forgetError, eventId: confirmed.eventId }, 'failed webhook event not forgotten');
      });
    throw error;
  }
}

async function confirmNewEvent(
  deps: RecordDepositDeps & { proposals: ProposalRepository },
  confirmed: ConfirmedDeposit,
): Promise<CardDepositOutcome> {
  const set = await deps.proposals.findRecordSet(confirmed.proposalId);
  if (!set) {
    deps.warn(
      { eventId: confirmed.eventId, proposalId: confirmed.proposalId },
      'card deposit for no proposal',
    );
    throw proposalNotFound();
  }
  const { proposal } = set;
  const expected = depositAmount(proposal.totalAmountPence, proposal.depositPercentage);
  if (confirmed.currency !== 'gbp' || confirmed.amountPence !== expected) {
    deps.warn(
      {
        eventId: confirmed.eventId,
        proposalId: proposal.id,
        paid: confirmed.amountPence,
        currency: confirmed.currency,
        expected,
      },
      'card deposit amount does not match the deposit: not recorded',
    );
    throw paymentAmountMismatch();
  }
  const payment = await recordDeposit(deps, set, {
    method: 'stripe',
    amountPence: confirmed.amountPence,
    reference: depositReference(proposal.id),
    providerReference: confirmed.providerReference,
  }).catch((error: unknown) => {
    // Money was taken for a proposal that cannot be locked now (not approved): the owner must know.
    deps.warn(
      { err: error, eventId: confirmed.eventId, proposalId: proposal.id, status: proposal.status },
      'card deposit not recorded',
    );
    throw error;
  });
  if (payment.providerReference !== confirmed.providerReference)
    // Paid already (by transfer, or another checkout): this money was taken a second time.
    deps.warn(
      { eventId: confirmed.eventId, proposalId: proposal.id, providerReference: confirmed.providerReference },
      'card payment for a deposit already paid: refund it',
    );
  return { outcome: 'recorded', payment: toDepositPaymentDto(payment) };
}
