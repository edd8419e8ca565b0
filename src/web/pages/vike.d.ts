import type { ServerCaller } from '../server/trpc/app.router.ts';

declare global {
  namespace Vike {
    interface PageContextServer {
      /** The tRPC router called in-process, with this request's user and services. */
      trpc: ServerCaller;
      requestId: string;
    }
  }
}
