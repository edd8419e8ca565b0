import type { ProjectRepository } from '#application/clients/ports.ts';

// ---- Client portal (reads of the signed-in client's own rows) ----
// The portal reads through the ports of the modules whose rows it shows (clients, conversations,
// proposals); its own is the narrow view of projects it needs.

/** What the portal reads of projects: the client's own, listed or by id. */
export type ClientProjectReader = Pick<ProjectRepository, 'listForClient' | 'findForClient'>;
