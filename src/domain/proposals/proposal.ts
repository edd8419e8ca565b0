/** Spec section 4, in the order a proposal moves through them. */
export const PROPOSAL_STATUSES = ['draft', 'sent', 'client_reviewing', 'approved', 'locked'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Spec section 9: deposit choices, 50 by default. */
export const DEPOSIT_PERCENTAGES = [25, 50, 75, 100] as const;
export type DepositPercentage = (typeof DEPOSIT_PERCENTAGES)[number];
export const DEFAULT_DEPOSIT_PERCENTAGE: DepositPercentage = 50;

export const PROPOSAL_LIMITS = {
  titleMax: 300,
  descriptionMax: 20_000,
  scopeItemsMax: 50,
  scopeTitleMax: 200,
  scopeDescriptionMax: 2_000,
  /** £1,000,000 in pence, as account transactions. */
  maxAmountPence: 100_000_000,
  signedNameMin: 2,
  signedNameMax: 200,
  changeRequestMax: 10_000,
} as const;

export interface ScopeItem {
  title: string;
  description: string;
  /** Integer pence, when the item is priced. */
  pricePence: number | null;
}

/** What the client signed: recorded once, when the proposal is approved. */
export interface ProposalApproval {
  /** The full name the client typed. */
  signedName: string;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of `proposalContent(proposal)` at the moment of approval. */
  contentSha256: string;
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
  /** 1 when created, one more with each edit: the client approves one revision, never a newer one. */
  revision: number;
  /** When the content last changed: this revision's time. */
  revisedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  /** When the owner sent it (null for a draft). */
  sentAt: Date | null;
  /** When the client first opened it (the move from `sent` to `client_reviewing`). */
  firstViewedAt: Date | null;
  /** The latest "Request changes" from the client. */
  changesRequestedAt: Date | null;
  approvedAt: Date | null;
  /** Set together with `approvedAt`. */
  approval: ProposalApproval | null;
  /** When the deposit was paid and the proposal locked. */
  lockedAt: Date | null;
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

/** The sum of the priced scope items, or null when none has a price ("fill the total from the items"). */
export function scopeItemsTotal(items: readonly ScopeItem[]): number | null {
  const priced = items.filter((item) => item.pricePence !== null);
  if (priced.length === 0) return null;
  return priced.reduce((sum, item) => sum + (item.pricePence ?? 0), 0);
}
