import type { ProposalStatus, ScopeItem } from '#domain/proposals/proposal.ts';

// What the client portal's proposal procedures return (the Proposals tab, a proposal's page, its review).
// Money is integer pence; dates are ISO strings (the same over HTTP and through the server caller).

export interface PortalProposalDto {
  id: string;
  projectId: string;
  projectName: string;
  title: string;
  description: string;
  status: ProposalStatus;
  totalAmountPence: number;
  depositPercentage: number;
  depositAmountPence: number;
  remainingAmountPence: number;
  scopeItems: ScopeItem[];
  /** The revision shown: the client approves this one and no other. */
  revision: { number: number; at: string };
  createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  /** The client's signature, once approved. */
  approval: { signedName: string; approvedAt: string; contentSha256: string } | null;
  /** When the client first opened it. */
  firstViewedAt: string | null;
  /** The client's latest "Request changes". */
  changesRequestedAt: string | null;
  /** When the deposit was paid. */
  lockedAt: string | null;
  /** The deposit received, once paid: what, when and under which reference (the Proposals tab's card). */
  depositPayment: { amountPence: number; paidAt: string; reference: string } | null;
}
