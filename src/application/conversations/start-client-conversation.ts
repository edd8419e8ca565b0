import type { SessionClient } from '#application/clients/schemas.ts';
import { projectNotFound } from '#domain/clients/errors.ts';
import { toSentMessage } from './conversation-dto.ts';
import { emailDecision, emailRecipient, limitMessages, type SendMessageDeps } from './deliver-message.ts';
import type { SentMessageDto, StartConversationInput } from './schemas.ts';

/** The client starts a conversation about one of their projects, with its first message. */
export async function startClientConversation(
  deps: SendMessageDeps,
  client: SessionClient,
  input: StartConversationInput,
): Promise<SentMessageDto> {
  await limitMessages(deps, `client:${client.id}`);
  const at = deps.clock.now();
  const sent = await deps.threads.start(
    { projectId: input.projectId, clientId: client.id, title: input.title.trim() },
    { author: 'client', body: input.body, at },
    emailDecision(at),
  );
  if (!sent) throw projectNotFound();
  await emailRecipient(deps, sent);
  return toSentMessage(sent);
}
