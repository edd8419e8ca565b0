import { router } from './init.ts';

/**
 * The owner's client management (staff unless marked admin): the dashboards and the full lists, a
 * client's and a project's pages, transactions and project statuses, and a client's portal as they see it.
 */
export const adminClientsRouter = router({
  // ---- Dashboards and full lists ----
  // ---- A client's page and a project's page ----
  // ---- A client's portal, as the client sees it (read-only) ----
});
