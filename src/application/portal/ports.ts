import type { ProjectRepository } from '#application/clients/ports.ts';

// ---- Client portal (reads of the signed-in client's own rows) ----

/** What the portal reads of projects: the client's own, listed or by id. */
export type ClientProjectReader = Pick<ProjectRepository, 'listForClient' | 'findForClient'>;
