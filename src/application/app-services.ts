import type { Readiness } from '#domain/system/readiness.ts';
import type { SiteStatus } from './system/get-site-status.ts';

/**
 * The use cases the web layer may call, already bound to their ports by the composition root.
 * One set is built per request, so every request works on its own EntityManager fork.
 */
export interface AppServices {
  system: {
    checkReadiness(): Promise<Readiness>;
    getSiteStatus(): Promise<SiteStatus>;
  };
}
