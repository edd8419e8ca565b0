import { AppError } from '../shared/app-error.ts';
import type { ProposalStatus } from './proposal.ts';

/**
 * The codes of the module's refusals, stable for programs: the browser tells refusals apart by these
 * (imported, never copied), the factories below build their errors with them.
 */
export const PROPOSAL_ERROR_CODES = {
  notFound: 'PROPOSALS.NOT_FOUND',
  projectNotFound: 'PROPOSALS.PROJECT_NOT_FOUND',
  notADraft: 'PROPOSALS.NOT_A_DRAFT',
  notOpenForApproval: 'PROPOSALS.NOT_OPEN_FOR_APPROVAL',
  alreadyApproved: 'PROPOSALS.ALREADY_APPROVED',
  notApproved: 'PROPOSALS.NOT_APPROVED',
  depositPaid: 'PROPOSALS.DEPOSIT_PAID',
  notEditable: 'PROPOSALS.NOT_EDITABLE',
  notDeletable: 'PROPOSALS.NOT_DELETABLE',
  paymentAmount: 'PROPOSALS.PAYMENT_AMOUNT',
  cardPaymentUnavailable: 'PROPOSALS.CARD_PAYMENT_UNAVAILABLE',
  tooManyChangeRequests: 'PROPOSALS.TOO_MANY_CHANGE_REQUESTS',
  webhookSignature: 'PROPOSALS.WEBHOOK_SIGNATURE',
  changedSinceRead: 'PROPOSALS.CHANGED_SINCE_READ',
  signedNameMismatch: 'PROPOSALS.SIGNED_NAME_MISMATCH',
} as const;

/** Spec: 'Proposal Not Found' (also for a proposal of another client, or a draft, seen by a client). */
export const proposalNotFound = () =>
  new AppError('not_found', PROPOSAL_ERROR_CODES.notFound, 'Proposal Not Found');

/** The project a new proposal is for does not exist (any more). */
export const projectForProposalNotFound = () =>
  new AppError('not_found', PROPOSAL_ERROR_CODES.projectNotFound, 'Project Not Found');

export const onlyDraftsCanBeSent = () =>
  new AppError(
    'conflict',
    PROPOSAL_ERROR_CODES.notADraft,
    'This proposal has already been sent to the client.',
  );

export const proposalNotOpenForApproval = () =>
  new AppError(
    'conflict',
    PROPOSAL_ERROR_CODES.notOpenForApproval,
    'This proposal cannot be approved now. Please reload the page.',
  );

export const alreadyApproved = () =>
  new AppError('conflict', PROPOSAL_ERROR_CODES.alreadyApproved, 'This proposal has already been approved.');

export const depositBeforeApproval = () =>
  new AppError(
    'conflict',
    PROPOSAL_ERROR_CODES.notApproved,
    'The deposit can be paid once the proposal has been approved.',
  );

export const depositAlreadyPaid = () =>
  new AppError(
    'conflict',
    PROPOSAL_ERROR_CODES.depositPaid,
    'The deposit for this proposal has already been paid.',
  );

/** An approved or locked proposal is a signed record: the server refuses every change. */
export const notEditable = (status: ProposalStatus) =>
  new AppError(
    'conflict',
    PROPOSAL_ERROR_CODES.notEditable,
    status === 'locked'
      ? 'This proposal is locked: its deposit has been paid, so it can no longer be edited.'
      : 'This proposal has been approved by the client, so it can no longer be edited.',
  );

/** Only a draft can be deleted: anything sent is a record the client has seen (or signed). */
export const notDeletable = () =>
  new AppError(
    'conflict',
    PROPOSAL_ERROR_CODES.notDeletable,
    'This proposal has been sent to the client, so it can no longer be deleted.',
  );

/** A payment whose amount is not the proposal's deposit (a tampered or stale checkout). */
export const paymentAmountMismatch = () =>
  new AppError(
    'invalid',
    PROPOSAL_ERROR_CODES.paymentAmount,
    'The payment amount does not match the deposit.',
  );

/** Card payments are not configured (no `STRIPE_SECRET_KEY`) or the provider refused the checkout. */
export const cardPaymentUnavailable = () =>
  new AppError(
    'conflict',
    PROPOSAL_ERROR_CODES.cardPaymentUnavailable,
    'Card payment is not available right now. Please pay by bank transfer or try again later.',
  );

export const tooManyChangeRequests = (retryAfterMs: number) =>
  new AppError(
    'rate_limited',
    PROPOSAL_ERROR_CODES.tooManyChangeRequests,
    'Too many change requests. Please try again later.',
    retryAfterMs,
  );

/** A payment provider's webhook whose signature does not verify: it is not believed. */
export const invalidWebhookSignature = () =>
  new AppError('invalid', PROPOSAL_ERROR_CODES.webhookSignature, 'Invalid webhook signature.');

/** The owner saved a change after the client opened the page: the client must see it before signing. */
export const proposalChangedSinceRead = () =>
  new AppError(
    'conflict',
    PROPOSAL_ERROR_CODES.changedSinceRead,
    'This proposal has just been updated. Please review the new version before approving it.',
  );

/** The typed signature is not the client's name on record. */
export const signedNameMismatch = () =>
  new AppError(
    'invalid',
    PROPOSAL_ERROR_CODES.signedNameMismatch,
    'Please sign with your full name as it is on your account.',
  );
