import type { AdminProposalDetailDto } from '#application/proposals/schemas.ts';

export interface RecordDepositPanelProps {
  proposal: AdminProposalDetailDto;
  /** Recording a payment is an admin action (an account transaction); editors see the state only. */
  canRecord: boolean;
}

/** PAYMENTS HELPER: the deposit on the owner's proposal page: awaiting, paid, or "Record bank transfer". */
export function RecordDepositPanel(_props: RecordDepositPanelProps) {
  return null;
}
