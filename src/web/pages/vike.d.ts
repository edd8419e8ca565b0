import type { Viewer } from '#application/accounts/schemas.ts';
import type { ServerCaller } from '../server/trpc/app.router.ts';

declare global {
  namespace Vike {
    interface PageContextServer {
      /** The tRPC router called in-process, with this request's user and services. */
      trpc: ServerCaller;
      requestId: string;
    }
    interface PageContext {
      /** Who is signed in (null for a visitor); passed to the browser for the header and guards. */
      user: Viewer | null;
    }
  }
}
