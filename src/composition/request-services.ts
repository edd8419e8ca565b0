import { DatabaseRateLimiter } from '#infrastructure/orm/system/rate-limiter.ts';
import { accountsServices } from './modules/accounts.ts';
import { auditServices } from './modules/audit.ts';
import { blogServices } from './modules/blog.ts';
import { bookingServices } from './modules/booking.ts';
import { clientsServices } from './modules/clients.ts';
import { contactServices } from './modules/contact.ts';
import { engagementServices } from './modules/engagement.ts';
import { newsletterServices } from './modules/newsletter.ts';
import { previewServices } from './modules/preview.ts';
import { proposalsServices } from './modules/proposals.ts';
import { systemServices } from './modules/system.ts';
import type { RequestScope, SiteAdapters } from './site-adapters.ts';

/** Each module's ports for one request; a use case takes its module's services as its first argument. */
function servicesFor(scope: RequestScope) {
  return {
    system: systemServices(scope),
    accounts: accountsServices(scope),
    clients: clientsServices(scope),
    proposals: proposalsServices(scope),
    blog: blogServices(scope),
    engagement: engagementServices(scope),
    newsletter: newsletterServices(scope),
    contact: contactServices(scope),
    preview: previewServices(scope),
    booking: bookingServices(scope),
    audit: auditServices(scope),
  };
}

/** What the web layer hands to use cases: inferred from the module factories, never written by hand. */
export type AppServices = ReturnType<typeof servicesFor>;

/**
 * Each call opens one unit of work (an EntityManager fork) with every module's services on it: one per
 * request, so nothing loaded by one request is ever seen by another (and one per background pass).
 */
export function createRequestServices(adapters: SiteAdapters): () => AppServices {
  return () => {
    const em = adapters.database.fork({ followTransactions: true });
    return servicesFor({ adapters, em, limiter: new DatabaseRateLimiter(em) });
  };
}
