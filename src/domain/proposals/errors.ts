import { AppError } from '../shared/app-error.ts';
import type { ProposalStatus } from './proposal.ts';

/** Spec: 'Proposal Not Found' (also for a proposal of another client, or a draft, seen by a client). */
export const proposalNotFound = () => new AppError('not_found', 'PROPOSALS.NOT_FOUND', 'Proposal Not Found');

/** The project a new proposal is for does not exist (any more). */
export const projectForProposalNotFound = () =>
  new AppError('not_found', 'PROPOSALS.PROJECT_NOT_FOUND', 'Project Not Found');

export const onlyDraftsCanBeSent = () =>
  new AppError('conflict', 'PROPOSALS.NOT_A_DRAFT', 'This proposal has already been sent to the client.');

export const proposalNotOpenForApproval = () =>
  new AppError(
    'conflict',
    'PROPOSALS.NOT_OPEN_FOR_APPROVAL',
    'This proposal cannot be approved now. Please reload the page.',
  );

export const alreadyApproved = () =>
  new AppError('conflict', 'PROPOSALS.ALREADY_APPROVED', 'This proposal has already been approved.');

export const depositBeforeApproval = () =>
  new AppError(
    'conflict',
    'PROPOSALS.NOT_APPROVED',
    'The deposit can be paid once the proposal has been approved.',
  );

export const depositAlreadyPaid = () =>
  new AppError('conflict', 'PROPOSALS.DEPOSIT_PAID', 'The deposit for this proposal has already been paid.');

/** An approved or locked proposal is a signed record: the server refuses every change. */
export const notEditable = (status: ProposalStatus) =>
  new AppError(
    'conflict',
    'PROPOSALS.NOT_EDITABLE',
    status === 'locked'
      ? 'This proposal is locked: its deposit has been paid, so it can no longer be edited.'
      : 'This proposal has been approved by the client, so it can no longer be edited.',
  );

/** Only a draft can be deleted: anything sent is a record the client has seen (or signed). */
export const notDeletable = () =>
  new AppError(
    'conflict',
    'PROPOSALS.NOT_DELETABLE',
    'This proposal has been sent to the client, so it can no longer be deleted.',
  );

/** A payment whose amount is not the proposal's deposit (a tampered or stale checkout). */
export const paymentAmountMismatch = () =>
  new AppError('invalid', 'PROPOSALS.PAYMENT_AMOUNT', 'The payment amount does not match the deposit.');

/** Card payments are not configured (no `STRIPE_SECRET_KEY`) or the provider refused the checkout. */
export const cardPaymentUnavailable = () =>
  new AppError(
    'conflict',
    'PROPOSALS.CARD_PAYMENT_UNAVAILABLE',
    'Card payment is not available right now. Please pay by bank transfer or try again later.',
  );

export const tooManyChangeRequests = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    'PROPOSALS.TOO_MANY_CHANGE_REQUESTS',
    'Too many change requests. Please try again later.',
    retryAfterMs,
  );

/** A payment provider's webhook whose signature does not verify: it is not believed. */
export const invalidWebhookSignature = () =>
  new AppError('invalid', 'PROPOSALS.WEBHOOK_SIGNATURE', 'Invalid webhook signature.');

/** The owner saved a change after the client opened the page: the client must see it before signing. */
export const proposalChangedSinceRead = () =>
  new AppError(
    'conflict',
    'PROPOSALS.CHANGED_SINCE_READ',
    'This proposal has just been updated. Please review the new version before approving it.',
  );

/** The typed signature is not the client's name on record. */
export const signedNameMismatch = () =>
  new AppError(
    'invalid',
    'PROPOSALS.SIGNED_NAME_MISMATCH',
    'Please sign with your full name as it is on your account.',
  );
