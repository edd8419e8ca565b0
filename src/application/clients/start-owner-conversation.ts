import { projectNotFound } from '#domain/clients/errors.ts';
import { toSentMessage } from './conversation-dto.ts';
import type { SentMessageDto, StartConversationInput } from './conversation-schemas.ts';
import { emailDecision, emailRecipient, limitMessages, type SendMessageDeps } from './deliver-message.ts';

/** The owner starts a conversation with a project's client, with its first message. */
export async function startOwnerConversation(
  deps: SendMessageDeps,
  staffUserId: string,
  input: StartConversationInput,
): Promise<SentMessageDto> {
  await limitMessages(deps, `user:${staffUserId}`);
  const at = deps.clock.now();
  const sent = await deps.threads.start(
    { projectId: input.projectId, clientId: null, title: input.title.trim() },
    { author: 'owner', body: input.body, at },
    emailDecision(at),
  );
  if (!sent) throw projectNotFound();
  await emailRecipient(deps, sent);
  return toSentMessage(sent);
}
