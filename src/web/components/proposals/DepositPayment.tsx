import type { DepositInstructionsDto } from '#application/proposals/schemas.ts';
import type { ProposalStatus } from '#domain/proposals/proposal.ts';

export interface DepositPaymentProps {
  proposalId: string;
  status: ProposalStatus;
  /** From `proposals.depositInstructions` when the proposal is approved; null otherwise. */
  instructions: DepositInstructionsDto | null;
  /** When the deposit was paid (the proposal is locked), ISO. */
  lockedAt: string | null;
  /** The owner's preview of the client's view: shown, never usable. */
  preview?: boolean;
}

/** PAYMENTS HELPER: the portal's 'Pay Deposit' section (id `pay`). */
export function DepositPayment(_props: DepositPaymentProps) {
  return null;
}
