import type { Viewer } from '#application/accounts/schemas.ts';
import type { AppServices } from '#application/app-services.ts';
import type { EngagementRequest } from '#application/engagement/ports.ts';

export type SessionUser = Viewer;

/** What every procedure receives: the use cases bound to this request, and who is asking. */
export interface Context {
  services: AppServices;
  user: SessionUser | null;
  requestId: string;
  clientIp: string;
  /** The reader as views and likes count them (user, else the anonymous session cookie). */
  engagement: EngagementRequest;
}
