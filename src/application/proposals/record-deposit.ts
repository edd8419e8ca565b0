import { queuePortalEmail } from '#application/client-sign-in/portal-link-email.ts';
import type { JobQueue } from '#application/jobs/ports.ts';
import type { Clock } from '#application/shared/ports.ts';
import {
  type DepositPayment,
  depositTransactionDescription,
  type PaymentMethod,
} from '#domain/proposals/deposit-payment.ts';
import { depositBeforeApproval, proposalNotFound } from '#domain/proposals/errors.ts';
import { portalProposalPath } from '#domain/proposals/portal-path.ts';
import { nextStatus } from '#domain/proposals/state-machine.ts';
import type { EmailRenderer } from '../mail/localized-email.ts';
import { type OwnerNoticeDeps, ownerReader } from '../mail/owner-reader.ts';
import { sendLocalizedEmail } from '../mail/send-localized-email.ts';
import { clientDepositEmail } from './deposit-emails.ts';
import { ownerDepositEmail } from './owner-proposal-emails.ts';
import type { DepositRepository, ProposalRecordSet } from './ports.ts';
import type { DepositPaymentDto } from './schemas.ts';

/** The owner (`ownerEmail`, in their language) is told of every deposit. */
export interface RecordDepositDeps extends OwnerNoticeDeps {
  /** Writes each e-mail in its reader's language. */
  emails: EmailRenderer;
  deposits: DepositRepository;
  queue: JobQueue;
  clock: Clock;
  baseUrl: string;
  warn(context: object, message: string): void;
}

export const toDepositPaymentDto = (payment: DepositPayment): DepositPaymentDto => ({
  method: payment.method,
  amountPence: payment.amountPence,
  reference: payment.reference,
  providerReference: payment.providerReference,
  paidAt: payment.paidAt.toISOString(),
});

type DepositFacts = {
  method: PaymentMethod;
  amountPence: number;
  reference: string;
  providerReference: string | null;
};

/**
 * Both ways of paying end here: the payment, its credit and the lock in one transaction, then the
 * e-mails to the client and the owner. A deposit already paid answers the first payment and e-mails
 * no one again.
 */
export async function recordDeposit(
  deps: RecordDepositDeps,
  set: ProposalRecordSet,
  payment: DepositFacts,
): Promise<DepositPayment> {
  const stored = await storeDeposit(deps, set, payment);
  if (stored.recordedNow) await queueDepositEmails(deps, set, stored.payment);
  return stored.payment;
}

/**
 * The payment, its credit and the lock in one transaction (no e-mail): the payment recorded, or the
 * first one when the deposit was paid already (`recordedNow` false).
 */
export async function storeDeposit(
  deps: Pick<RecordDepositDeps, 'deposits' | 'clock'>,
  set: ProposalRecordSet,
  payment: DepositFacts,
): Promise<{ payment: DepositPayment; recordedNow: boolean }> {
  const result = await deps.deposits.record({
    proposalId: set.proposal.id,
    ...payment,
    transactionDescription: depositTransactionDescription(set.proposal.title),
    paidAt: deps.clock.now(),
  });
  switch (result.outcome) {
    case 'not_found':
      throw proposalNotFound();
    case 'not_approved':
      nextStatus(result.status, 'pay_deposit');
      throw depositBeforeApproval();
    case 'already_paid':
      return { payment: result.payment, recordedNow: false };
    case 'recorded':
      return { payment: result.payment, recordedNow: true };
  }
}

/** The client's and the owner's e-mails of a deposit just recorded (never twice: job ids by payment). */
export async function queueDepositEmails(
  deps: RecordDepositDeps,
  set: ProposalRecordSet,
  payment: DepositPayment,
) {
  const facts = {
    proposalId: set.proposal.id,
    proposalTitle: set.proposal.title,
    projectName: set.project.name,
    client: {
      name: set.client.name,
      email: set.client.email,
      language: set.client.language,
      timeZone: set.client.timeZone,
    },
    payment,
  };
  try {
    // Job ids by payment: a retried request never sends either e-mail twice.
    await queuePortalEmail(
      deps,
      {
        clientId: set.client.id,
        target: portalProposalPath(set.proposal.id),
        compose: (link) => clientDepositEmail(link, facts),
      },
      { jobId: `deposit-client-${payment.id}` },
    );
    const owner = await ownerReader(deps);
    await sendLocalizedEmail(deps, ownerDepositEmail(owner, deps.baseUrl, facts), {
      jobId: `deposit-owner-${payment.id}`,
    });
  } catch (error) {
    // The payment is recorded and committed: a queue that is away must not turn it into an error.
    deps.warn({ err: error, proposalId: set.proposal.id }, 'deposit e-mails not queued');
  }
}
