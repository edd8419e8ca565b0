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
import type { RequestScope } from '../site-adapters.ts';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Health and the system test pages: readiness probes, the owner's checks and the visitors' runs. */
export function systemServices(scope: RequestScope) {
  const { adapters, em, limiter } = scope;
  const { database, queue, clock, systemProbes, siteRequests, testRunLimiter } = adapters;
  // Each check bound to what it needs; the owner's run calls them in order (run-system-checks.ts).
  const adminChecks: Record<SystemCheckName, SystemCheckProbe> = {
    // helper "admin-checks"
    database: () => checkDatabase(systemProbes.database),
    queue: () => checkQueue(systemProbes.queue),
    email: () => checkEmail(systemProbes.mail),
    storage: () => checkStorage(systemProbes.storage),
    booking: () => checkBooking({ em }),
    // helper "test-users"
    authentication: () =>
      checkAuthentication({
        users: new OrmUserRepository(em),
        hasher: adapters.hasher,
        clock,
        pause,
        randomText: () => randomBytes(12).toString('base64url'),
      }),
    // helper "site-pages"
    blogApi: () => checkBlogApi({ adapters, em, siteRequests }),
  };
  return {
    clock,
    probes: { database: () => database.ping(em), queue: () => queue.ping() },
    adminChecks,
    systemProbes,
    siteRequests,
    testRunLimiter,
    pause,
    // helper "test-users": test-user keys (`/admin/tests`), `/api/test-user` and the expiry sweep.
    testUsers: {
      users: new OrmUserRepository(em),
      hasher: adapters.hasher,
      apiKeys: new OrmApiKeyRepository(em),
      codec: sha256ApiKeyCodec,
      clock,
      limiter,
    },
  };
}
