import type { ProposalWithProject } from '#application/proposals/ports.ts';
import type { AccountTransaction, TransactionType } from '#domain/clients/account-transaction.ts';
import type { Client } from '#domain/clients/client.ts';
import type {
  Conversation,
  ConversationMessage,
  MessageAuthor,
  RecipientState,
} from '#domain/clients/conversation.ts';
import type { Project, ProjectStatus } from '#domain/clients/project.ts';
import type { SubmittedBy } from '#domain/clients/project-claim.ts';
import type { SignInLink } from '#domain/clients/sign-in-link.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import type { AdminListQuery } from '../shared/admin-list.ts';
import type { ClientSort, ConversationRowDto, ConversationSort, ProjectSort } from './admin-list-schemas.ts';

// ---- Clients ----

export interface ClientRepository {
  /** The client whose user account this is (`clients.user_id`), or null. */
  findByUserId(userId: string): Promise<Client | null>;
  /** The language of the e-mails to the client of this user account, if there is one. */
  setLanguageOfUser(userId: string, language: string): Promise<void>;
  /** The IANA zone the client reads times in. */
  setTimeZone(clientId: string, timeZone: string): Promise<void>;
  findById(id: string): Promise<Client | null>;
  /** By e-mail, compared without case. */
  findByEmail(email: string): Promise<Client | null>;
  /** Links the client to the user account they signed in with (their first sign-in). */
  linkUser(clientId: string, userId: string): Promise<void>;
}

// ---- Project inquiry ----

export interface InquiryClient {
  name: string;
  /** Normalised (trimmed, lower case). */
  email: string;
  phone: string | null;
  company: string | null;
  /** The language of the page the inquiry was sent from: a new client is written to in it. */
  language: string;
  /** The sender's browser's zone, when it named one: a new client reads times in it. */
  timeZone?: string | undefined;
}

export interface InquiryProject {
  name: string;
  description: string;
  projectTypes: string[];
  budgetRange: string | null;
  timelinePreference: string | null;
}

export interface RecordedInquiry {
  client: Client;
  project: Project;
  conversation: Conversation;
}

/** Who sent an inquiry, as far as the site knows. */
export interface InquirySenderIdentity {
  /** The client record the sender is signed in as, if any. */
  signedInClientId: string | null;
  /**
   * The name and phone of the site account that has the inquiry's address, when the sender is not
   * signed in as it: a client made for that address takes these, not what the sender typed.
   */
  addressAccount: SubmittedBy | null;
}

export interface InquiryRecorder {
  /**
   * In one database transaction: finds the client by e-mail or creates them (from `addressAccount` when
   * given, else from what was typed); creates the project with status `new`; opens the conversation
   * `{project name} - Initial Inquiry` whose first message (from the client) is the description. When
   * the client existed and the sender is signed in as them, their name, phone and company are updated;
   * when the sender is anyone else, or a new client is made from `addressAccount`
   * (`inquirySpeaksForClient`), the client is left as stored, the project is unverified with the typed details as `submittedBy`, and the
   * message is marked as from an unverified sender. Nothing is written when any step fails.
   */
  record(
    client: InquiryClient,
    project: InquiryProject,
    sender: InquirySenderIdentity,
  ): Promise<RecordedInquiry>;
}

export interface ProjectRepository {
  findById(id: string): Promise<Project | null>;
  /** The client's projects, newest first. */
  listForClient(clientId: string): Promise<Project[]>;
  /** The project if it is this client's; null otherwise (whether or not it exists). */
  findForClient(clientId: string, projectId: string): Promise<Project | null>;
  /**
   * Adds a stored reference image with the project row locked: its URL joins `referenceImages` and the
   * description's Reference Images list. Returns false (nothing changed) when the project already has
   * the maximum number of images.
   */
  addReferenceImage(projectId: string, url: string): Promise<boolean>;
  /**
   * Marks the client's project verified, and its messages from an unverified sender as the client's.
   * False when the project is not this client's (or does not exist); true if it is, verified already or not.
   */
  confirm(clientId: string, projectId: string): Promise<boolean>;
  /**
   * In one database transaction: removes the client's project if it is still unverified, with its
   * conversations and their messages (its proposals go with it). Returns the removed project, or null
   * when there was no such unverified project of this client.
   */
  removeUnverified(clientId: string, projectId: string): Promise<Project | null>;
  /** Notes that the owner's e-mail about this new project is in the queue. */
  markOwnerNotified(projectId: string, at: Date): Promise<void>;
  /** New projects whose owner e-mail is not queued yet, oldest first, with their client. */
  awaitingOwnerNotification(limit: number): Promise<Array<{ project: Project; client: Client }>>;
}

/** Signed, expiring permission to add reference images to the project an inquiry just created. */
export interface UploadPermits {
  issue(projectId: string, expiresAt: Date): string;
  /** The project id of a valid, unexpired permit; null otherwise. */
  verify(permit: string, now: Date): string | null;
}

/**
 * Signed, expiring links that let whoever reads the client's inbox confirm (or remove) one unverified
 * project. Signed with a key of their own: an upload permit (which the inquiry's sender holds) never
 * passes as one.
 */
export interface ProjectClaimLinks {
  issue(projectId: string, expiresAt: Date): string;
  /** The project id of a valid, unexpired token; null otherwise. */
  verify(token: string, now: Date): string | null;
}

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

// ---- Account transactions ----

export interface NewTransaction {
  type: TransactionType;
  /** Positive integer pence. */
  amountPence: number;
  description: string;
}

export interface TransactionRepository {
  /** The client's transactions, newest first. */
  listForClient(clientId: string): Promise<AccountTransaction[]>;
  findForClient(clientId: string, transactionId: string): Promise<AccountTransaction | null>;
  /**
   * In one database transaction with the client row locked (`SELECT … FOR UPDATE`): computes
   * `balance_after` from the current balance, stores the transaction and the client's new balance, so
   * concurrent transactions never lose one. Null when the client does not exist.
   */
  record(clientId: string, transaction: NewTransaction): Promise<AccountTransaction | null>;
}

// ---- Magic-link sign-in ----

export interface SignInLinkRepository {
  create(link: {
    clientId: string;
    tokenHash: string;
    /** Null for a link without a code (a portal e-mail's): no typed code is ever compared with it. */
    codeHash: string | null;
    redirect: string | null;
    expiresAt: Date;
  }): Promise<SignInLink>;
  findByTokenHash(tokenHash: string): Promise<SignInLink | null>;
  /**
   * The client's newest link with a code (the one its code is typed for) with its hashes (a code's hash is bound to
   * its link's token hash), or null.
   */
  latestForClient(clientId: string): Promise<(SignInLink & { codeHash: string; tokenHash: string }) | null>;
  /**
   * Marks the link used if it is still unused, unexpired and not locked at `at`; true only for the one
   * caller that did (two clicks of one link sign in once).
   */
  consume(linkId: string, at: Date): Promise<boolean>;
  /**
   * Counts one code typed for the link before it is compared, if the link is unused and has counted
   * fewer than SIGN_IN_CODE_MAX_ATTEMPTS: true when this code may be compared. The count going up is
   * the check, so of many codes typed at once only that many are ever compared.
   */
  takeCodeTry(linkId: string): Promise<boolean>;
  /**
   * `consume` for a right code whose try `takeCodeTry` counted: gives that try back (it was no
   * failure) and marks the link used, if it is still unused and unexpired at `at`.
   */
  consumeWithCode(linkId: string, at: Date): Promise<boolean>;
}

/** Random single-use secrets for magic links, and their hashes (only hashes are stored). */
export interface SignInSecrets {
  /** 32 random bytes, url-safe. */
  newToken(): string;
  /** Six random digits. */
  newCode(): string;
  /** SHA-256 of a token, hex. */
  hashToken(token: string): string;
  /** SHA-256 of a code bound to its link's token hash (a code alone is only 6 digits), hex. */
  hashCode(tokenHash: string, code: string): string;
  /** Whether two hashes are equal, compared in constant time. */
  sameHash(a: string, b: string): boolean;
}

// ---- Client portal (reads of the signed-in client's own rows) ----

/** What the portal reads of projects: the client's own, listed or by id. */
export type ClientProjectReader = Pick<ProjectRepository, 'listForClient' | 'findForClient'>;

// ---- Demo content ----

export interface DemoClientContent {
  client: InquiryClient;
  project: InquiryProject & { status: Project['status'] };
  conversation: { title: string; messages: Array<{ author: ConversationMessage['author']; body: string }> };
  proposal: {
    title: string;
    description: string;
    totalAmountPence: number;
    depositPercentage: number;
    scopeItems: Array<{ title: string; description: string; pricePence: number | null }>;
    status: 'draft' | 'sent' | 'client_reviewing' | 'approved' | 'locked';
  };
}

export interface DemoClientWriter {
  /**
   * In one database transaction: the client (balance 0), its project, the conversation with its
   * messages (a minute apart, oldest first) and the proposal. Returns the new client's id, or null
   * (nothing written) when a client with that e-mail already exists.
   */
  create(content: DemoClientContent): Promise<string | null>;
}

// ---- A client's page and a project's page (staff) ----

/** Everything the owner's page of a client shows; every list newest first. */
export interface StaffClientRecordSet {
  client: Client;
  projects: Project[];
  /** Every proposal on the client's projects, drafts included. */
  proposals: ProposalWithProject[];
  /** Most recent message first (those without messages last). */
  conversations: ConversationSummary[];
  transactions: AccountTransaction[];
}

/** Everything the owner's page of a project shows. */
export interface StaffProjectRecordSet {
  project: Project;
  client: Client;
  /** Every proposal on the project, drafts included, newest first. */
  proposals: Proposal[];
  /** Most recent message first (those without messages last). */
  conversations: ConversationSummary[];
}

export interface StaffRecordsRepository {
  /** Null when there is no such client. */
  clientRecordSet(clientId: string): Promise<StaffClientRecordSet | null>;
  /** Null when there is no such project. */
  projectRecordSet(projectId: string): Promise<StaffProjectRecordSet | null>;
  /** The project's name and current status, or null when there is no such project. */
  projectState(projectId: string): Promise<{ name: string; status: ProjectStatus } | null>;
  /**
   * Moves the project from `from` to `to` in one conditional UPDATE (`where status = from`): of two
   * changes at once only one applies. False when nothing changed (the status is no longer `from`).
   */
  changeProjectStatus(projectId: string, from: ProjectStatus, to: ProjectStatus): Promise<boolean>;
}

// ---- Conversation threads (issue 16: both sides write; unread counts; e-mails to the other side) ----

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

// ---- Dashboards and full lists (staff) ----

/** A full list's rows and how many rows match in all. */
export interface ListResult<Row> {
  rows: Row[];
  total: number;
}

export interface AdminCounts {
  clients: number;
  /** Projects whose status is `active`. */
  activeProjects: number;
  /** Proposals `sent` or `client_reviewing`. */
  pendingProposals: number;
}

export interface AdminClientRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  createdAt: Date;
  paymentsReceivedPence: number;
  projectsCount: number;
  /** Whether a user account is linked (the client has signed in once). */
  hasAccount: boolean;
}

export interface AdminProjectRow {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  status: Project['status'];
  /** The project is still unverified (issue 28). */
  unverified: boolean;
  createdAt: Date;
}

export interface AdminProposalSummary {
  id: string;
  title: string;
  clientName: string;
  totalAmountPence: number;
  status: 'draft' | 'sent' | 'client_reviewing' | 'approved' | 'locked';
  createdAt: Date;
}

/** A row of the staff's conversations list as read: what the page shows, its time still a Date. */
export interface AdminConversationRow extends Omit<ConversationRowDto, 'lastMessageAt'> {
  lastMessageAt: Date | null;
}

/** The staff's reads across every client: counts, sums, the latest rows and the paged lists. */
export interface AdminListsRepository {
  counts(): Promise<AdminCounts>;
  /** Sum of `total_amount` of proposals `approved` or `locked`, in pence. */
  approvedProposalsTotal(): Promise<number>;
  /** Sum of credit transactions created at or after `from`, in pence. */
  creditsSince(from: Date): Promise<number>;
  recentClients(limit: number): Promise<AdminClientRow[]>;
  recentProjects(limit: number): Promise<AdminProjectRow[]>;
  /** The latest proposals `sent` or `client_reviewing`. */
  recentPendingProposals(limit: number): Promise<AdminProposalSummary[]>;
  /** The conversations with the latest messages (those without any last). */
  recentConversations(limit: number): Promise<AdminConversationRow[]>;
  /** Search: name, e-mail or company contains `q` (case-insensitive). */
  listClients(query: AdminListQuery<ClientSort>): Promise<ListResult<AdminClientRow>>;
  /** Search: project name or client name contains `q`. */
  listProjects(
    query: AdminListQuery<ProjectSort> & { status?: Project['status'] | undefined },
  ): Promise<ListResult<AdminProjectRow>>;
  /** Search: conversation title or client name contains `q`. */
  listConversations(query: AdminListQuery<ConversationSort>): Promise<ListResult<AdminConversationRow>>;
}
