import { getClientUnread } from '#application/conversations/get-client-unread.ts';
import { getOwnerUnread } from '#application/conversations/get-owner-unread.ts';
import { getStartChoice } from '#application/conversations/get-start-choice.ts';
import { openClientThread, readClientThread } from '#application/conversations/open-client-thread.ts';
import { openOwnerThread } from '#application/conversations/open-owner-thread.ts';
import {
  conversationIdSchema,
  projectIdSchema,
  sendMessageSchema,
  startConversationSchema,
} from '#application/conversations/schemas.ts';
import { sendClientMessage } from '#application/conversations/send-client-message.ts';
import { sendOwnerMessage } from '#application/conversations/send-owner-message.ts';
import { startClientConversation } from '#application/conversations/start-client-conversation.ts';
import { startOwnerConversation } from '#application/conversations/start-owner-conversation.ts';
import { router } from './init.ts';
import { clientProcedure, staffProcedure } from './procedures.ts';

/** Conversations between a client and the owner: the client's side (portal) and the owner's (staff). */
export const conversationsRouter = router({
  // ---- The client ----
  /** Opens one of the client's threads (a mutation: the owner's messages become read). */
  open: clientProcedure
    .input(conversationIdSchema)
    .mutation(({ ctx, input }) => openClientThread(ctx.services.clients, ctx.client, input.id)),
  thread: clientProcedure
    .input(conversationIdSchema)
    .query(({ ctx, input }) => readClientThread(ctx.services.clients, ctx.client, input.id)),
  send: clientProcedure
    .input(sendMessageSchema)
    .mutation(({ ctx, input }) => sendClientMessage(ctx.services.clients, ctx.client, input)),
  start: clientProcedure
    .input(startConversationSchema)
    .mutation(({ ctx, input }) => startClientConversation(ctx.services.clients, ctx.client, input)),
  unread: clientProcedure.query(({ ctx }) => getClientUnread(ctx.services.clients, ctx.client)),
  // ---- The owner ----
  /** Opens a thread (a mutation: the client's messages become read). */
  ownerOpen: staffProcedure
    .input(conversationIdSchema)
    .mutation(({ ctx, input }) => openOwnerThread(ctx.services.clients, input.id)),
  ownerSend: staffProcedure
    .input(sendMessageSchema)
    .mutation(({ ctx, input }) => sendOwnerMessage(ctx.services.clients, ctx.actor, input)),
  ownerStartChoice: staffProcedure
    .input(projectIdSchema)
    .query(({ ctx, input }) => getStartChoice(ctx.services.clients, input.projectId)),
  ownerStart: staffProcedure
    .input(startConversationSchema)
    .mutation(({ ctx, input }) => startOwnerConversation(ctx.services.clients, ctx.actor, input)),
  ownerUnread: staffProcedure.query(({ ctx }) => getOwnerUnread(ctx.services.clients)),
});
