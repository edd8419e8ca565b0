import type { AccountActor } from '#domain/audit/audit-entry.ts';
import { conversationNotFound } from '#domain/clients/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import { toSentMessage } from './conversation-dto.ts';
import { emailDecision, emailRecipient, limitMessages, type SendMessageDeps } from './deliver-message.ts';
import { messageEntry } from './message-audit.ts';
import type { SendMessageInput, SentMessageDto } from './schemas.ts';

/**
 * The owner (a staff user) replies in a thread; the client is e-mailed as the throttle rule allows.
 * The message and its audit entry are one commit; the e-mail is queued after it.
 */
export async function sendOwnerMessage(
  deps: SendMessageDeps & { audit: AuditLog },
  actor: AccountActor,
  input: SendMessageInput,
): Promise<SentMessageDto> {
  await limitMessages(deps, `user:${actor.id}`);
  const at = deps.clock.now();
  const sent = await deps.audit.record(actor, async () => {
    const sent = await deps.threads.addMessage(
      { conversationId: input.conversationId, clientId: null },
      { author: 'owner', body: input.body, at },
      emailDecision(at),
    );
    if (!sent) throw conversationNotFound();
    return { result: sent, entry: messageEntry('message.sent', sent) };
  });
  await emailRecipient(deps, sent);
  return toSentMessage(sent);
}
