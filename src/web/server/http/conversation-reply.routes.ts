import { type Request, Router } from 'express';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { sendMessageSchema, startConversationSchema } from '#application/conversations/schemas.ts';
import { sendClientMessage } from '#application/conversations/send-client-message.ts';
import { sendOwnerMessage } from '#application/conversations/send-owner-message.ts';
import { startClientConversation } from '#application/conversations/start-client-conversation.ts';
import { startOwnerConversation } from '#application/conversations/start-owner-conversation.ts';
import { clientsOnly, signInRequired } from '#domain/accounts/errors.ts';
import { NEW_CONVERSATION_PATHS } from '../../lib/form-submission.ts';
import { urlencodedBody } from './body-parsers.ts';
import { answerForm, textFields } from './form-answer.ts';
import { staffActor } from './staff-actor.ts';

/** The same audience as `clientProcedure`: a signed-in user with a client record, found from the session. */
async function sessionClient(req: Request) {
  if (!req.user) throw signInRequired();
  if (req.user.role !== 'user') throw clientsOnly();
  return findSessionClient(req.services.clients, req.user.id);
}

/**
 * A thread's reply box and the "New conversation" form posted before (or without) their script: the
 * same schemas and use cases as `conversations.send`, `ownerSend`, `start` and `ownerStart`, answered
 * by Post/Redirect/Get (the thread with the new message), or the page again with the typed text and
 * the messages. The private text travels in the body, never in the address.
 */
export function conversationReplyRoutes(): Router {
  const routes = Router();
  // A body of 10,000 characters, each up to 3 bytes as UTF-8 and up to 9 as percent-encoding.
  const form = urlencodedBody({ limit: '100kb' });
  const startFields = ['projectId', 'title', 'body'] as const;

  // Refused, the Messages tab is shown again (there is no page at this address).
  routes.post(NEW_CONVERSATION_PATHS.client, form, (req, res, next) => {
    const values = textFields(req.body, startFields);
    const attempt = { form: 'conversationStart', values, page: '/portal?tab=messages' } as const;
    return answerForm(req, res, next, attempt, async () => {
      // Who asks first: only a client may start one here, whatever was typed.
      const client = await sessionClient(req);
      const sent = await startClientConversation(
        req.services.clients,
        client,
        startConversationSchema.parse(values),
      );
      return `/portal/conversations/${sent.conversationId}`;
    });
  });

  // Declared before the thread's route, whose `:id` would take "new". Refused, the same page again
  // (its address keeps the project).
  routes.post(NEW_CONVERSATION_PATHS.owner, form, (req, res, next) => {
    const values = textFields(req.body, startFields);
    return answerForm(req, res, next, { form: 'conversationStart', values }, async () => {
      const staff = staffActor(req, 'staff');
      const sent = await startOwnerConversation(
        req.services.clients,
        staff,
        startConversationSchema.parse(values),
      );
      return `/admin/conversations/${sent.conversationId}`;
    });
  });

  routes.post('/portal/conversations/:id', form, (req, res, next) => {
    const conversationId = req.params.id ?? '';
    const { body } = textFields(req.body, ['body']);
    return answerForm(req, res, next, { form: 'conversationReply', values: { body } }, async () => {
      const input = sendMessageSchema.parse({ conversationId, body });
      await sendClientMessage(req.services.clients, await sessionClient(req), input);
      return `/portal/conversations/${conversationId}`;
    });
  });

  routes.post('/admin/conversations/:id', form, (req, res, next) => {
    const conversationId = req.params.id ?? '';
    const { body } = textFields(req.body, ['body']);
    return answerForm(req, res, next, { form: 'conversationReply', values: { body } }, async () => {
      const input = sendMessageSchema.parse({ conversationId, body });
      await sendOwnerMessage(req.services.clients, staffActor(req, 'staff'), input);
      return `/admin/conversations/${conversationId}`;
    });
  });

  return routes;
}
