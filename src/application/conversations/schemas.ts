import { z } from 'zod';
import { MESSAGE_LIMITS, type MessageAuthor } from '#domain/clients/conversation.ts';

// Conversations between a client and the owner: inputs and the DTOs of both sides' threads.

export const MESSAGE_MESSAGES = {
  bodyRequired: 'Please write a message',
  bodyTooLong: `Messages can be at most ${MESSAGE_LIMITS.bodyMax.toLocaleString('en-GB')} characters`,
  titleRequired: 'Please give the conversation a title',
  titleTooLong: `Titles can be at most ${MESSAGE_LIMITS.titleMax} characters`,
  projectRequired: 'Please choose a project',
} as const;

/** A body is kept as typed (plain text); only a body of nothing but spaces is refused. */
const body = z
  .string(MESSAGE_MESSAGES.bodyRequired)
  .max(MESSAGE_LIMITS.bodyMax, MESSAGE_MESSAGES.bodyTooLong)
  .refine((text) => text.trim().length >= MESSAGE_LIMITS.bodyMin, MESSAGE_MESSAGES.bodyRequired);

const title = z
  .string(MESSAGE_MESSAGES.titleRequired)
  .trim()
  .min(1, MESSAGE_MESSAGES.titleRequired)
  .max(MESSAGE_LIMITS.titleMax, MESSAGE_MESSAGES.titleTooLong);

export const conversationIdSchema = z.object({ id: z.uuid() });

export const sendMessageSchema = z.object({ conversationId: z.uuid(), body });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const startConversationSchema = z.object({
  projectId: z.uuid(MESSAGE_MESSAGES.projectRequired),
  title,
  body,
});
export type StartConversationInput = z.input<typeof startConversationSchema>;

export const projectIdSchema = z.object({ projectId: z.uuid() });

export interface ThreadMessageDto {
  id: string;
  author: MessageAuthor;
  body: string;
  sentAt: string;
  /** When the other side read it. */
  readAt: string | null;
  /** An unverified inquiry's message: shown as from an unverified sender, not as the client's. */
  unverifiedSender: boolean;
  /** A change request: the proposal it is about. */
  aboutProposal: { id: string; title: string } | null;
}

export interface ClientThreadDto {
  conversation: { id: string; projectId: string | null; title: string; lastMessageAt: string | null };
  /** Oldest first. */
  messages: ThreadMessageDto[];
}

export interface OwnerThreadDto extends ClientThreadDto {
  client: { id: string; name: string; email: string };
  project: { id: string; name: string } | null;
}

export interface ClientUnreadDto {
  total: number;
  /** Per conversation id; conversations with nothing unread are absent. */
  byConversation: Record<string, number>;
}

export interface SentMessageDto {
  conversationId: string;
  message: ThreadMessageDto;
}

/** The owner's "Start Conversation" form: the project and its client. */
export interface StartChoiceDto {
  projectId: string;
  projectName: string;
  clientName: string;
}
