/** How a deposit was paid: by bank transfer (recorded by the owner) or by card through Stripe Checkout. */
export const PAYMENT_METHODS = ['bank_transfer', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A proposal's deposit, paid: at most one per proposal. */
export interface DepositPayment {
  id: string;
  proposalId: string;
  method: PaymentMethod;
  amountPence: number;
  /** The bank-transfer reference the client was given. */
  reference: string;
  /** The provider's id (a Stripe Checkout Session), or the owner's note for a bank transfer. */
  providerReference: string | null;
  /** The credit on the client's account that the payment became. */
  transactionId: string;
  paidAt: Date;
}

/**
 * The reference a client quotes on a bank transfer: `DEP-` and the first 12 hex digits of the proposal
 * id, upper case (16 characters: UK Faster Payments references hold 18). The same proposal always
 * gets the same reference, so the owner can match a transfer to it.
 */
export function depositReference(proposalId: string): string {
  return `DEP-${proposalId.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
}

const DEPOSIT_DESCRIPTION_PREFIX = 'Deposit for proposal: ';

/** The description of the credit a deposit becomes on the client's account (stored so, in English). */
export const depositTransactionDescription = (proposalTitle: string) =>
  `${DEPOSIT_DESCRIPTION_PREFIX}${proposalTitle}`.slice(0, 500);

/** The proposal a deposit's credit names, for showing it in the reader's language; null for any other description. */
export const depositProposalTitle = (description: string): string | null =>
  description.startsWith(DEPOSIT_DESCRIPTION_PREFIX)
    ? description.slice(DEPOSIT_DESCRIPTION_PREFIX.length)
    : null;
