import type {
  Conversation,
  ConversationMessage,
  MessageAuthor,
  RecipientState,
} from '#domain/clients/conversation.ts';

// ---- Conversations ----

export interface ConversationSummary extends Conversation {
  messageCount: number;
  /** The owner's messages the client has not read yet. */
  unreadCount: number;
}

export interface ConversationRepository {
  /** The client's conversations, most recent message first (those without messages last). */
  listForClient(clientId: string): Promise<ConversationSummary[]>;
  /** The conversation and its messages (oldest first) if it is this client's; null otherwise. */
  findForClient(
    clientId: string,
    conversationId: string,
  ): Promise<{ conversation: Conversation; messages: ConversationMessage[] } | null>;
}

// ---- Conversation threads (both sides write; unread counts; e-mails to the other side) ----

export interface ThreadPerson {
  id: string;
  name: string;
  email: string;
  /** The client's language, for their e-mails (English when not known). */
  language?: string;
}

/** A thread as the owner reads it: with the client and the project it is about. */
export interface OwnerThread {
  conversation: Conversation;
  client: ThreadPerson;
  project: { id: string; name: string } | null;
  /** Oldest first. */
  messages: ConversationMessage[];
}

/** Decides, inside the sending transaction, whether the recipient is e-mailed about the new message. */
export type EmailDecision = (recipient: RecipientState) => boolean;

export interface SentMessage {
  conversation: Conversation;
  message: ConversationMessage;
  client: ThreadPerson;
  /** Whether the recipient is to be e-mailed (their `*_notified_at` is now the message's time). */
  emailRecipient: boolean;
}

export interface NewThreadMessage {
  author: MessageAuthor;
  body: string;
  at: Date;
}

export interface ConversationThreads {
  findForOwner(conversationId: string): Promise<OwnerThread | null>;
  /** Marks read, at `at`, the messages `author` wrote in the thread that were still unread. */
  markRead(conversationId: string, author: MessageAuthor, at: Date): Promise<void>;
  /**
   * In one database transaction with the conversation row locked: reads the recipient's state (unread
   * messages, `*_notified_at`), inserts the message, moves `last_message_at` to its time (never back),
   * and, when `decide` says so, sets the recipient's `*_notified_at` to it. Null when the conversation
   * does not exist or (with `clientId`) is not that client's.
   */
  addMessage(
    target: { conversationId: string; clientId: string | null },
    message: NewThreadMessage,
    decide: EmailDecision,
  ): Promise<SentMessage | null>;
  /**
   * In one database transaction: a conversation about the project (the project's client's) with its
   * first message, `last_message_at` its time, the recipient's `*_notified_at` as `decide` says. Null
   * when the project does not exist or (with `clientId`) is not that client's.
   */
  start(
    target: { projectId: string; clientId: string | null; title: string },
    message: NewThreadMessage,
    decide: EmailDecision,
  ): Promise<SentMessage | null>;
  /** The client's unread messages (the owner's) per conversation; conversations without any are absent. */
  unreadForClient(clientId: string): Promise<Record<string, number>>;
  /** The clients' messages the owner has not read, in every thread, counted up to `cap`. */
  unreadForOwner(cap: number): Promise<number>;
  /** A project and its client, for the owner's "Start Conversation". */
  projectForOwner(projectId: string): Promise<{ id: string; name: string; client: ThreadPerson } | null>;
}
