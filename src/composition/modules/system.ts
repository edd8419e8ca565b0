import { randomBytes } from 'node:crypto';
import { checkAuthentication } from '#application/system/checks/authentication.ts';
import { checkBlogApi } from '#application/system/checks/blog-api.ts';
import { checkBooking } from '#application/system/checks/booking.ts';
import { checkDatabase } from '#application/system/checks/database.ts';
import { checkEmail } from '#application/system/checks/email.ts';
import { checkQueue } from '#application/system/checks/queue.ts';
import { checkStorage } from '#application/system/checks/storage.ts';
import type { SystemCheckProbe } from '#application/system/run-system-checks.ts';
import type { SystemCheckName } from '#domain/system/system-check.ts';
import { sha256ApiKeyCodec } from '#infrastructure/auth/api-key-codec.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmApiKeyRepository } from '#infrastructure/orm/blog/api-key.repository.ts';
import { OrmAvailabilityRepository } from '#infrastructure/orm/booking/availability.repository.ts';
import { OrmServiceRepository } from '#infrastructure/orm/booking/service.repository.ts';
import type { RequestScope } from '../site-adapters.ts';
import { auditLogOn } from './audit.ts';
import { blogServices } from './blog.ts';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Health and the system test pages: readiness probes, the owner's checks and the visitors' runs. */
export function systemServices(scope: RequestScope) {
  const { adapters, em, limiter } = scope;
  const { database, queue, clock, systemProbes, siteRequests, testRunLimiter, recentTestRuns } = adapters;
  const bookingReads = () => ({
    services: new OrmServiceRepository(em),
    availability: new OrmAvailabilityRepository(em),
  });
  // Each check bound to what it needs; the owner's run calls them in order (run-system-checks.ts).
  const adminChecks: Record<SystemCheckName, SystemCheckProbe> = {
    database: () => checkDatabase(systemProbes.database),
    queue: () => checkQueue(systemProbes.queue),
    email: () => checkEmail(systemProbes.mail),
    storage: () => checkStorage(systemProbes.storage),
    booking: () => checkBooking(bookingReads()),
    authentication: () =>
      checkAuthentication({
        users: new OrmUserRepository(em),
        hasher: adapters.hasher,
        clock,
        pause,
        randomText: () => randomBytes(12).toString('base64url'),
      }),
    blogApi: () => checkBlogApi({ blog: blogServices(scope), siteRequests }),
  };
  return {
    clock,
    probes: { database: () => database.ping(em), queue: () => queue.ping() },
    adminChecks,
    systemProbes,
    // Read when asked: a process (or test) without the probes builds these services all the same.
    failedEmails: { latest: (count: number) => systemProbes.failedEmails.latest(count) },
    siteRequests,
    testRunLimiter,
    /** The last runs of each address, for the test pages to show on load. */
    recentTestRuns,
    /** Browser error reports, counted in memory like the visitors' test runs: a report writes no row. */
    clientErrorLimiter: testRunLimiter,
    pause,
    /** The owner's runs of the checks are recorded in the audit log. */
    audit: auditLogOn(scope),
    // Getters: built only by the few requests that use them, not by every request of the site.
    get suiteRuns() {
      return recentTestRuns.suite;
    },
    /** The visitors' read-only run (`/test-connection`). */
    get visitorChecks() {
      const { database, queue, mail, storage } = systemProbes;
      return {
        limiter: testRunLimiter,
        recentRuns: recentTestRuns.connection,
        clock,
        database,
        queue,
        mail,
        storage,
        booking: bookingReads(),
      };
    },
    /** Test-user keys (`/admin/tests`), `/api/test-user` and the expiry sweep. */
    get testUsers() {
      return {
        users: new OrmUserRepository(em),
        hasher: adapters.hasher,
        apiKeys: new OrmApiKeyRepository(em),
        codec: sha256ApiKeyCodec,
        clock,
        limiter,
        audit: auditLogOn(scope),
      };
    },
  };
}
