/** Spec section 4; moves between them are the Proposals issue's state machine. */
export const PROPOSAL_STATUSES = ['draft', 'sent', 'client_reviewing', 'approved', 'locked'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Spec section 9: deposit choices, 50 by default. */
export const DEPOSIT_PERCENTAGES = [25, 50, 75, 100] as const;
export type DepositPercentage = (typeof DEPOSIT_PERCENTAGES)[number];
export const DEFAULT_DEPOSIT_PERCENTAGE: DepositPercentage = 50;

export interface ScopeItem {
  title: string;
  description: string;
  /** Integer pence, when the item is priced. */
  pricePence: number | null;
}

export interface Proposal {
  id: string;
  projectId: string;
  title: string;
  description: string;
  /** Integer pence (GBP). */
  totalAmountPence: number;
  depositPercentage: number;
  scopeItems: ScopeItem[];
  status: ProposalStatus;
  createdAt: Date;
  updatedAt: Date;
  approvedAt: Date | null;
}

/** Spec: deposit = total × percentage / 100, rounded to the penny; remaining = total − deposit. */
export function depositAmount(totalPence: number, percentage: number): number {
  return Math.round((totalPence * percentage) / 100);
}

export function remainingAmount(totalPence: number, percentage: number): number {
  return totalPence - depositAmount(totalPence, percentage);
}

/** Spec: pending for the client means sent or being reviewed. */
export function isAwaitingClient(status: ProposalStatus): boolean {
  return status === 'sent' || status === 'client_reviewing';
}
