import type { AppServices } from '#application/app-services.ts';
import type { Role } from '#domain/accounts/user.ts';

export interface SessionUser {
  id: string;
  role: Role;
}

/** What every procedure receives: the use cases bound to this request, and who is asking. */
export interface Context {
  services: AppServices;
  user: SessionUser | null;
  requestId: string;
}
