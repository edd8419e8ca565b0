/** The orders of the owner's proposal list; apart so the ports and the schemas share it. */
export const PROPOSAL_SORTS = ['created', 'title', 'client', 'amount', 'status'] as const;
export type ProposalSort = (typeof PROPOSAL_SORTS)[number];
