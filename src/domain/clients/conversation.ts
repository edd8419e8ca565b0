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
  /** The first message of an unverified inquiry: written by someone not proven to be the client. */
  unverifiedSender: boolean;
  /** A change request: the proposal it asks to change, with its title then. */
  aboutProposal: { id: string; title: string } | null;
}

/** Spec: a conversation without a title reads 'General Discussion'. */
export const UNTITLED_CONVERSATION = 'General Discussion';

// ---- Threads between a client and the owner ----

/** A message body: plain text, never markup; at most 10,000 characters. */
export const MESSAGE_LIMITS = { bodyMin: 1, bodyMax: 10_000, titleMax: 300 } as const;

/** Messages one account may send (a client, or one staff user), per window. */
export const MESSAGE_RATE_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 } as const;

/**
 * The header counts the owner's unread messages up to this many (shown as '99+' beyond): every staff page
 * asks, so the count's cost stays bounded however many wait.
 */
export const OWNER_UNREAD_CAP = 100;

/** At most one e-mail per thread per side in this long, while the side has unread messages. */
export const MESSAGE_EMAIL_INTERVAL_MS = 10 * 60 * 1000;

/** The side a message is for: the client's go to the owner, and the owner's to the client. */
export const recipientOf = (author: MessageAuthor): MessageAuthor =>
  author === 'client' ? 'owner' : 'client';

/** What the recipient's side of a thread looked like just before a new message arrived. */
export interface RecipientState {
  /** Whether the recipient had any message in this thread still unread. */
  hadUnread: boolean;
  /** When the recipient was last e-mailed about this thread (null: never). */
  notifiedAt: Date | null;
}

/**
 * Whether the recipient is e-mailed about a new message: only if they had nothing unread in the thread
 * before it (so they have read everything they were told about), or their last e-mail about the thread
 * is at least 10 minutes old. A burst of messages to someone who is away sends one e-mail, not many.
 */
export function shouldEmailRecipient(state: RecipientState, now: Date): boolean {
  if (!state.hadUnread || !state.notifiedAt) return true;
  return now.getTime() - state.notifiedAt.getTime() >= MESSAGE_EMAIL_INTERVAL_MS;
}
