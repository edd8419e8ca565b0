import type { SessionClient } from '#application/clients/schemas.ts';
import { conversationNotFound } from '#domain/clients/errors.ts';
import { toSentMessage } from './conversation-dto.ts';
import { emailDecision, emailRecipient, limitMessages, type SendMessageDeps } from './deliver-message.ts';
import type { SendMessageInput, SentMessageDto } from './schemas.ts';

/** The client writes in one of their threads; the owner is e-mailed as the throttle rule allows. */
export async function sendClientMessage(
  deps: SendMessageDeps,
  client: SessionClient,
  input: SendMessageInput,
): Promise<SentMessageDto> {
  await limitMessages(deps, `client:${client.id}`);
  const at = deps.clock.now();
  const sent = await deps.threads.addMessage(
    { conversationId: input.conversationId, clientId: client.id },
    { author: 'client', body: input.body, at },
    emailDecision(at),
  );
  if (!sent) throw conversationNotFound();
  await emailRecipient(deps, sent);
  return toSentMessage(sent);
}
