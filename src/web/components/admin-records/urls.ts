// The addresses the owner's client and project pages link to.
export const CLIENTS_URL = '/admin/clients';
export const clientUrl = (id: string) => `/admin/clients/${id}`;
/** The client's portal as they see it, read-only, so the owner sees what the client sees. */
export const clientPortalUrl = (id: string) => `/admin/clients/${id}/portal`;
export const projectUrl = (id: string) => `/admin/projects/${id}`;
export const proposalUrl = (id: string) => `/admin/proposals/${id}`;
export const conversationUrl = (id: string) => `/admin/conversations/${id}`;
export const createProposalUrl = (projectId: string) =>
  `/admin/proposals/create?project_id=${encodeURIComponent(projectId)}`;
export const startConversationUrl = (projectId: string) =>
  `/admin/conversations/new?project_id=${encodeURIComponent(projectId)}`;
