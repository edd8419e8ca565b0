import type { ConversationMessage } from '#domain/clients/conversation.ts';
import type { OwnerThread, SentMessage } from './ports.ts';
import type { ClientThreadDto, OwnerThreadDto, SentMessageDto, ThreadMessageDto } from './schemas.ts';

export function toThreadMessage(message: ConversationMessage): ThreadMessageDto {
  return {
    id: message.id,
    author: message.author,
    body: message.body,
    sentAt: message.sentAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
    unverifiedSender: message.unverifiedSender,
    aboutProposal: message.aboutProposal,
  };
}

export function toClientThread(thread: Pick<OwnerThread, 'conversation' | 'messages'>): ClientThreadDto {
  const { conversation } = thread;
  return {
    conversation: {
      id: conversation.id,
      projectId: conversation.projectId,
      title: conversation.title,
      lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
    },
    messages: thread.messages.map(toThreadMessage),
  };
}

export function toOwnerThread(thread: OwnerThread): OwnerThreadDto {
  return { ...toClientThread(thread), client: thread.client, project: thread.project };
}

export const toSentMessage = (sent: SentMessage): SentMessageDto => ({
  conversationId: sent.conversation.id,
  message: toThreadMessage(sent.message),
});
