import { portalProposalPath } from '#domain/proposals/portal-path.ts';

/**
 * Where a proposal's PDF downloads (plain links: `<a href download>`): the owner's for any proposal,
 * the client's for their own. Served by `web/server/http/proposal-pdf.routes.ts` (which passes ':id').
 */
export const adminProposalPdfPath = (proposalId: string) => `/admin/proposals/${proposalId}/pdf`;

export const portalProposalPdfPath = (proposalId: string) => `${portalProposalPath(proposalId)}/pdf`;
