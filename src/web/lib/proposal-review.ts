/**
 * The hidden field that says which of the client's proposal page's forms was posted (both post to
 * `portalProposalPath` without JavaScript).
 */
export const REVIEW_ACTION_FIELD = 'action';
export const REVIEW_ACTIONS = { approve: 'approve', changes: 'changes' } as const;

/** The query parameter a plain post of "Request changes" redirects with (Post/Redirect/Get). */
export const CHANGES_SENT_PARAM = 'changes_sent';
