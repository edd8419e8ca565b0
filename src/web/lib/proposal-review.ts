/** The client's proposal page: its forms post here without JavaScript, naming their action. */
export const portalProposalPath = (id: string) => `/portal/proposals/${id}`;

/** The hidden field that says which of the page's forms was posted. */
export const REVIEW_ACTION_FIELD = 'action';
export const REVIEW_ACTIONS = { approve: 'approve', changes: 'changes' } as const;

/** The query parameter a plain post of "Request changes" redirects with (Post/Redirect/Get). */
export const CHANGES_SENT_PARAM = 'changes_sent';

/** The refusal of an approval for a revision the page no longer shows: the page reads the new one. */
export const STALE_REVISION = 'PROPOSALS.CHANGED_SINCE_READ';
