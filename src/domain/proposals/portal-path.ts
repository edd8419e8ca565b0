/**
 * The client's page of a proposal in the portal, the one builder of it: the portal e-mails' links sign
 * the client in and land there, the page's forms post to it before their script loads, and its PDF and
 * card checkout hang below it. (Express routes keep the literal `/portal/proposals/:id`: Express types
 * a route's params from the literal.)
 */
export const portalProposalPath = (proposalId: string) => `/portal/proposals/${proposalId}`;
