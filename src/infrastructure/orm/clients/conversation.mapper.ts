import type { Conversation, ConversationMessage } from '#domain/clients/conversation.ts';
import type { ConversationMessageRecordEntity, ConversationRecordEntity } from './conversation.entity.ts';

export function toConversation(record: ConversationRecordEntity): Conversation {
  return {
    id: record.id,
    clientId: record.client.id,
    projectId: record.project?.id ?? null,
    title: record.title,
    lastMessageAt: record.lastMessageAt ?? null,
    createdAt: record.createdAt,
  };
}

export function toConversationMessage(record: ConversationMessageRecordEntity): ConversationMessage {
  return {
    id: record.id,
    conversationId: record.conversation.id,
    author: record.author,
    body: record.body,
    sentAt: record.sentAt,
    readAt: record.readAt ?? null,
    unverifiedSender: record.unverifiedSender,
    aboutProposal: record.proposal ? { id: record.proposal.id, title: record.proposalTitle ?? '' } : null,
  };
}
