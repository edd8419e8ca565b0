import { router } from './init.ts';

/** Conversations between a client and the owner: the client's side (portal) and the owner's (staff). */
export const conversationsRouter = router({
  // ---- The client ----
  // ---- The owner ----
});
