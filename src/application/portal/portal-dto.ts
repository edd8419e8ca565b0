import type { ConversationSummary } from '#application/conversations/ports.ts';
import type { Conversation, ConversationMessage } from '#domain/clients/conversation.ts';
import { referenceImagePath } from '#domain/clients/inquiry.ts';
import { type Project, withReferenceImages } from '#domain/clients/project.ts';
import type {
  PortalConversationDto,
  PortalMessageDto,
  PortalProjectDto,
  PortalThreadDto,
} from './schemas.ts';

export function toPortalProject(project: Project): PortalProjectDto {
  return {
    id: project.id,
    name: project.name,
    // The images are shown as images, not as the description's "Reference Images:" list of addresses.
    description: withReferenceImages(project.description, []),
    status: project.status,
    projectTypes: project.projectTypes,
    budgetRange: project.budgetRange,
    timelinePreference: project.timelinePreference,
    unverified: project.unverified,
    // The reference images of an unverified project are the sender's: not shown as the client's own.
    referenceImages: project.unverified
      ? []
      : project.referenceImages.flatMap((url) => referenceImagePath(url, project.id) ?? []),
    createdAt: project.createdAt.toISOString(),
  };
}

function conversationFields(
  conversation: Conversation,
): Omit<PortalConversationDto, 'messageCount' | 'unreadCount'> {
  return {
    id: conversation.id,
    projectId: conversation.projectId,
    title: conversation.title,
    lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
    createdAt: conversation.createdAt.toISOString(),
  };
}

export function toPortalConversation(summary: ConversationSummary): PortalConversationDto {
  return {
    ...conversationFields(summary),
    messageCount: summary.messageCount,
    unreadCount: summary.unreadCount,
  };
}

function toPortalMessage(message: ConversationMessage): PortalMessageDto {
  return {
    id: message.id,
    author: message.author,
    body: message.body,
    sentAt: message.sentAt.toISOString(),
    unverifiedSender: message.unverifiedSender,
    aboutProposal: message.aboutProposal,
  };
}

export function toPortalThread(thread: {
  conversation: Conversation;
  messages: ConversationMessage[];
}): PortalThreadDto {
  return {
    conversation: conversationFields(thread.conversation),
    messages: thread.messages.map(toPortalMessage),
  };
}
