import type { AccountTransaction, TransactionType } from '#domain/clients/account-transaction.ts';
import type { Client } from '#domain/clients/client.ts';
import type { Conversation, ConversationMessage } from '#domain/clients/conversation.ts';
import type { Project } from '#domain/clients/project.ts';
import type { SubmittedBy } from '#domain/clients/project-claim.ts';

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
