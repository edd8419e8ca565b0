import { z } from 'zod';

// "View Client Portal": the owner reads a client's portal as that client sees it. The inputs name the
// client (and the record, for a proposal or a conversation); the answers are the portal's own DTOs.

/** Whose portal: a client's id. */
export const portalViewSchema = z.object({ clientId: z.uuid() });
export type PortalViewRequest = z.infer<typeof portalViewSchema>;

/** One record of that client's portal (a proposal, a conversation). */
export const portalViewRecordSchema = z.object({ clientId: z.uuid(), id: z.uuid() });
export type PortalViewRecordRequest = z.infer<typeof portalViewRecordSchema>;
