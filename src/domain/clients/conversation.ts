/** Who wrote a message: the client, or the owner (staff). */
export const MESSAGE_AUTHORS = ['client', 'owner'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** A thread between a client and the owner, usually about one project. */
export interface Conversation {
  id: string;
  clientId: string;
  projectId: string | null;
  title: string;
  lastMessageAt: Date | null;
  createdAt: Date;
}

export interface ConversationMessage {
  id: string;
  conversationId: string;
  author: MessageAuthor;
  body: string;
  sentAt: Date;
  /** When the other side read it; null while unread. */
  readAt: Date | null;
}

/** Spec: a conversation without a title reads 'General Discussion'. */
export const UNTITLED_CONVERSATION = 'General Discussion';
