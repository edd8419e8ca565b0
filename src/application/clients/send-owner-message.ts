import { conversationNotFound } from '#domain/clients/errors.ts';
import { toSentMessage } from './conversation-dto.ts';
import type { SendMessageInput, SentMessageDto } from './conversation-schemas.ts';
import { emailDecision, emailRecipient, limitMessages, type SendMessageDeps } from './deliver-message.ts';

/** The owner (a staff user) replies in a thread; the client is e-mailed as the throttle rule allows. */
export async function sendOwnerMessage(
  deps: SendMessageDeps,
  staffUserId: string,
  input: SendMessageInput,
): Promise<SentMessageDto> {
  await limitMessages(deps, `user:${staffUserId}`);
  const at = deps.clock.now();
  const sent = await deps.threads.addMessage(
    { conversationId: input.conversationId, clientId: null },
    { author: 'owner', body: input.body, at },
    emailDecision(at),
  );
  if (!sent) throw conversationNotFound();
  await emailRecipient(deps, sent);
  return toSentMessage(sent);
}
