import express, { type Request, Router } from 'express';
import { sendMessageSchema } from '#application/clients/conversation-schemas.ts';
import { findSessionClient } from '#application/clients/find-session-client.ts';
import { sendClientMessage } from '#application/clients/send-client-message.ts';
import { sendOwnerMessage } from '#application/clients/send-owner-message.ts';
import { accessDenied, clientsOnly, signInRequired } from '#domain/accounts/errors.ts';
import { isStaff } from '#domain/accounts/user.ts';
import { answerForm, textFields } from './form-answer.ts';

/** The same audience as `clientProcedure`: a signed-in user with a client record, found from the session. */
async function sessionClient(req: Request) {
  if (!req.user) throw signInRequired();
  if (req.user.role !== 'user') throw clientsOnly();
  return findSessionClient(req.services.clients, req.user.id);
}

/** The same audience as `staffProcedure`. */
function staffUserId(req: Request): string {
  if (!req.user) throw signInRequired();
  if (!isStaff(req.user.role)) throw accessDenied();
  return req.user.id;
}

/**
 * A thread's reply box posted before (or without) its script: the same schema and use cases as
 * `conversations.send` and `ownerSend`, answered by Post/Redirect/Get (the thread with the new
 * message), or the thread again with the typed text and the message.
 */
export function conversationReplyRoutes(): Router {
  const routes = Router();
  // A body of 10,000 characters, each up to 3 bytes as UTF-8 and up to 9 as percent-encoding.
  const form = express.urlencoded({ extended: false, limit: '100kb' });

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
      await sendOwnerMessage(req.services.clients, staffUserId(req), input);
      return `/admin/conversations/${conversationId}`;
    });
  });

  return routes;
}
