/** The owner's proposal screens, and the pages other helpers serve beside them. */
export const PROPOSALS_URL = '/admin/proposals';
export const CREATE_PROPOSAL_URL = '/admin/proposals/create';
export const proposalUrl = (id: string) => `/admin/proposals/${id}`;
export const proposalPreviewUrl = (id: string) => `/admin/proposals/${id}/preview`;
export const proposalPdfUrl = (id: string) => `/admin/proposals/${id}/pdf`;
