import type { AccountActor } from '#domain/audit/audit-entry.ts';
import { projectNotFound } from '#domain/clients/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import { toSentMessage } from './conversation-dto.ts';
import { emailDecision, emailRecipient, limitMessages, type SendMessageDeps } from './deliver-message.ts';
import { messageEntry } from './message-audit.ts';
import type { SentMessageDto, StartConversationInput } from './schemas.ts';

/**
 * The owner starts a conversation with a project's client, with its first message. The conversation,
 * the message and the audit entry are one commit; the e-mail is queued after it.
 */
export async function startOwnerConversation(
  deps: SendMessageDeps & { audit: AuditLog },
  actor: AccountActor,
  input: StartConversationInput,
): Promise<SentMessageDto> {
  await limitMessages(deps, `user:${actor.id}`);
  const at = deps.clock.now();
  const sent = await deps.audit.record(actor, async () => {
    const sent = await deps.threads.start(
      { projectId: input.projectId, clientId: null, title: input.title.trim() },
      { author: 'owner', body: input.body, at },
      emailDecision(at),
    );
    if (!sent) throw projectNotFound();
    return { result: sent, entry: messageEntry('conversation.started', sent) };
  });
  await emailRecipient(deps, sent);
  return toSentMessage(sent);
}
