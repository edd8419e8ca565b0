import { checkSignInLink } from '#application/client-sign-in/check-sign-in-link.ts';
import { signInLinkCheckSchema } from '#application/client-sign-in/schemas.ts';
import {
  claimProject,
  confirmProject,
  declineProject,
  getProjectClaim,
} from '#application/clients/project-claims.ts';
import { inquirySchema, projectClaimSchema, projectClaimTokenSchema } from '#application/clients/schemas.ts';
import { submitInquiry } from '#application/clients/submit-inquiry.ts';
import { getClientConversation } from '#application/portal/get-client-conversation.ts';
import { getClientProject } from '#application/portal/get-client-project.ts';
import { getClientSettings } from '#application/portal/get-client-settings.ts';
import { getClientTransaction } from '#application/portal/get-client-transaction.ts';
import { getPortalOverview } from '#application/portal/get-portal-overview.ts';
import { listClientConversations } from '#application/portal/list-client-conversations.ts';
import { listClientProjects } from '#application/portal/list-client-projects.ts';
import { listClientTransactions } from '#application/portal/list-client-transactions.ts';
import {
  portalLanguageSchema,
  portalRecordSchema,
  portalTimeZoneSchema,
} from '#application/portal/schemas.ts';
import { setClientLanguage } from '#application/portal/set-client-language.ts';
import { setClientTimeZone } from '#application/portal/set-client-time-zone.ts';
import { router } from './init.ts';
import { clientProcedure, publicProcedure } from './procedures.ts';

/**
 * The client area: the project inquiry (public) and the portal (client procedures: the client is
 * always the session's own, never an id from the browser).
 */
export const clientsRouter = router({
  submitInquiry: publicProcedure.input(inquirySchema).mutation(({ ctx, input }) =>
    submitInquiry(ctx.services.clients, input, {
      ip: ctx.request.ip,
      userId: ctx.viewer?.id ?? null,
      language: ctx.request.language,
    }),
  ),
  /** The page of the link e-mailed about an unverified project (reads only), and its two buttons. */
  projectClaim: publicProcedure
    .input(projectClaimTokenSchema)
    .query(({ ctx, input }) => getProjectClaim(ctx.services.clients, input)),
  claimProject: publicProcedure
    .input(projectClaimSchema)
    .mutation(({ ctx, input }) => claimProject(ctx.services.clients, input)),
  /** Whether a magic link's page can offer "Sign in" (checked without spending the link). */
  signInLinkUsable: publicProcedure
    .input(signInLinkCheckSchema)
    .query(({ ctx, input }) => checkSignInLink(ctx.services.clients, input)),
  // The portal: every read is of the session's own client (ctx.client).
  portal: clientProcedure.query(({ ctx }) => getPortalOverview(ctx.services.clients, ctx.client)),
  projects: clientProcedure.query(({ ctx }) => listClientProjects(ctx.services.clients, ctx.client)),
  project: clientProcedure
    .input(portalRecordSchema)
    .query(({ ctx, input }) => getClientProject(ctx.services.clients, ctx.client, input.id)),
  conversations: clientProcedure.query(({ ctx }) =>
    listClientConversations(ctx.services.clients, ctx.client),
  ),
  conversation: clientProcedure
    .input(portalRecordSchema)
    .query(({ ctx, input }) => getClientConversation(ctx.services.clients, ctx.client, input.id)),
  transactions: clientProcedure.query(({ ctx }) => listClientTransactions(ctx.services.clients, ctx.client)),
  transaction: clientProcedure
    .input(portalRecordSchema)
    .query(({ ctx, input }) => getClientTransaction(ctx.services.clients, ctx.client, input.id)),
  // An unverified project (sent for the client's address by someone else): theirs, or removed.
  confirmProject: clientProcedure
    .input(portalRecordSchema)
    .mutation(({ ctx, input }) => confirmProject(ctx.services.clients, ctx.client, input.id)),
  declineProject: clientProcedure
    .input(portalRecordSchema)
    .mutation(({ ctx, input }) => declineProject(ctx.services.clients, ctx.client, input.id)),
  settings: clientProcedure.query(({ ctx }) => getClientSettings(ctx.services.clients, ctx.client)),
  /** The Settings tab's language of the portal's e-mails (the client's record and their account's). */
  setLanguage: clientProcedure
    .input(portalLanguageSchema)
    .mutation(({ ctx, input }) =>
      setClientLanguage(ctx.services.clients, { client: ctx.client, userId: ctx.viewer.id }, input),
    ),
  /** The Settings tab's zone, in which the portal shows the client's times. */
  setTimeZone: clientProcedure
    .input(portalTimeZoneSchema)
    .mutation(({ ctx, input }) => setClientTimeZone(ctx.services.clients, ctx.client, input)),
});
