import type { AuditEntry } from '#domain/audit/audit-entry.ts';
import type { SentMessage } from './ports.ts';

/**
 * The entry of a message the owner wrote: the thread and to whom. The words stay in the thread (a
 * client's conversation is not the log's to copy), the entry says how many there were.
 */
export function messageEntry(action: 'message.sent' | 'conversation.started', sent: SentMessage): AuditEntry {
  return {
    action,
    subject: { type: 'conversation', id: sent.conversation.id, label: sent.conversation.title },
    before: null,
    after: { client: sent.client.name, messageLength: sent.message.body.length },
  };
}
