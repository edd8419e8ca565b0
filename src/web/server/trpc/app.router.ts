import { accountsRouter } from './accounts.router.ts';
import { adminClientsRouter } from './admin-clients.router.ts';
import { auditRouter } from './audit.router.ts';
import { blogRouter } from './blog.router.ts';
import { blogAdminRouter } from './blog-admin.router.ts';
import { bookingRouter } from './booking.router.ts';
import { clientsRouter } from './clients.router.ts';
import { contactRouter } from './contact.router.ts';
import { conversationsRouter } from './conversations.router.ts';
import { engagementRouter } from './engagement.router.ts';
import { createCallerFactory, router } from './init.ts';
import { newsletterRouter } from './newsletter.router.ts';
import { previewRouter } from './preview.router.ts';
import { proposalsRouter } from './proposals.router.ts';
import { systemRouter } from './system.router.ts';

export const appRouter = router({
  system: systemRouter,
  accounts: accountsRouter,
  blog: blogRouter,
  blogAdmin: blogAdminRouter,
  clients: clientsRouter,
  proposals: proposalsRouter,
  adminClients: adminClientsRouter,
  conversations: conversationsRouter,
  engagement: engagementRouter,
  newsletter: newsletterRouter,
  contact: contactRouter,
  preview: previewRouter,
  booking: bookingRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;

/** The server-side caller `+data` hooks use, so pages pass the same checks as browser calls. */
export const createServerCaller = createCallerFactory(appRouter);
export type ServerCaller = ReturnType<typeof createServerCaller>;
