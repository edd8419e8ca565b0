import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import type { DepositPayment, PaymentMethod } from '#domain/proposals/deposit-payment.ts';
import type { Proposal, ProposalApproval, ProposalStatus, ScopeItem } from '#domain/proposals/proposal.ts';
import type { ProposalRevision } from '#domain/proposals/revisions.ts';
import type { SiteLanguage } from '#domain/shared/language.ts';
import type { AdminListQuery } from '../shared/admin-list.ts';
import type { ProposalSort } from './list-sorts.ts';

/** A proposal with the name of the project it is for. */
export interface ProposalWithProject extends Proposal {
  projectName: string;
}

/** A row of the owner's list: the proposal with its project's name and its client's name and e-mail. */
export interface ProposalListRow extends ProposalWithProject {
  clientId: string;
  clientName: string;
  clientEmail: string;
}

/** Everything the owner's proposal page shows: the proposal, its project, its client, its payment. */
export interface ProposalRecordSet {
  proposal: Proposal;
  project: Project;
  client: Client;
  payment: DepositPayment | null;
}

/** The form's fields; money in integer pence. */
export interface ProposalFields {
  title: string;
  description: string;
  totalAmountPence: number;
  depositPercentage: number;
  scopeItems: ScopeItem[];
}

/** A project the owner can write a proposal for, with whose it is. */
export interface ProjectChoice {
  id: string;
  name: string;
  clientName: string;
  clientEmail: string;
  createdAt: Date;
}

/** What a status change writes besides the status, when it happens. */
export interface TransitionStamp {
  sentAt?: Date;
  firstViewedAt?: Date;
  approvedAt?: Date;
  approval?: ProposalApproval;
}

/** A transition that applies only while the proposal is still this revision (the one the client read). */
export interface TransitionGuard {
  revision: number;
}

export interface ProposalRepository {
  // ---- The client's reads (portal) ----
  /**
   * The proposals on the client's projects that the client may see (every status but `draft`), newest
   * first.
   */
  listForClient(clientId: string): Promise<ProposalWithProject[]>;
  /** The proposal if it is on one of this client's projects and not a draft; null otherwise. */
  findForClient(clientId: string, proposalId: string): Promise<ProposalWithProject | null>;

  // ---- The owner's reads and writes (staff) ----
  /**
   * One page of proposals with project and client, and how many match: the search finds `q` in the
   * title, the project's name or the client's name (case-insensitive); the id breaks sort ties.
   */
  listPage(
    query: AdminListQuery<ProposalSort> & { status?: ProposalStatus | undefined },
  ): Promise<{ rows: ProposalListRow[]; total: number }>;
  /** The proposal with its project, client and payment; null when there is no such proposal. */
  findRecordSet(proposalId: string): Promise<ProposalRecordSet | null>;
  /** Projects for the form's project selector, newest first. */
  projectChoices(): Promise<ProjectChoice[]>;
  /** A new draft on the project; null when the project does not exist. */
  create(projectId: string, fields: ProposalFields): Promise<Proposal | null>;
  /**
   * Replaces the form's fields (and the project), only while the status is one of `editableStatuses`,
   * in one conditional UPDATE: an approval that lands first wins. A sent proposal's edit counts one
   * more revision and keeps its content (`revisions`), in the same transaction; a draft's stays
   * revision 1. Null when nothing was updated (no such proposal, or its status moved on); the caller
   * reads it again to say why.
   */
  update(
    proposalId: string,
    projectId: string,
    fields: ProposalFields,
    editableStatuses: readonly ProposalStatus[],
  ): Promise<Proposal | null>;
  /**
   * Deletes the proposal only while it is a draft, in one conditional DELETE (`where id = ? and status =
   * 'draft'`): a send that lands first wins. What a draft owns goes with it (its kept revisions and
   * payment cascade; a message naming it forgets it). False when nothing was deleted (no such proposal,
   * or it is no longer a draft); the caller reads it again to say why.
   */
  deleteDraft(proposalId: string): Promise<boolean>;

  // ---- Status changes ----
  /**
   * Moves the proposal from `from` to `to` with the stamp's fields, in one conditional UPDATE
   * (`where status = from`, and `revision = guard.revision` when guarded): of two concurrent callers
   * exactly one gets `true`, and a guarded move loses to an edit saved after the proposal was read.
   */
  transition(
    proposalId: string,
    from: ProposalStatus,
    to: ProposalStatus,
    stamp: TransitionStamp,
    guard?: TransitionGuard,
  ): Promise<boolean>;
  /**
   * Keeps the proposal's content as it is now as its current revision, the one the client reads from
   * now on (a revision kept before stays as it was kept). The send calls it after its move to `sent`,
   * in the same transaction, so the first revision the client can read is kept; an edit of a sent
   * proposal keeps its own (`update`).
   */
  keepRevision(proposalId: string): Promise<void>;
  /** Every revision the client could read, oldest first (kept from the send on). */
  revisions(proposalId: string): Promise<ProposalRevision[]>;
  /** Notes the client's latest "Request changes". */
  markChangesRequested(proposalId: string, at: Date): Promise<void>;
}

// ---- Deposit payments ----

/** The payee a client transfers a deposit to (from configuration). */
export interface BankPayee {
  accountName: string;
  bankName: string;
  sortCode: string;
  accountNumber: string;
  iban: string | null;
  bic: string | null;
}

/** What the client sees before paying: the bank details and the reference, or a card checkout to start. */
export type DepositInstructions =
  | { method: 'bank_transfer'; amountPence: number; reference: string; payee: BankPayee }
  | { method: 'stripe'; amountPence: number; reference: string };

export interface DepositCheckoutRequest {
  proposalId: string;
  proposalTitle: string;
  amountPence: number;
  reference: string;
  clientEmail: string;
  /** Where the provider sends the client back, paid or not. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * The Payments port: how a client pays a deposit. The default adapter is the bank transfer (the owner
 * records the payment); with `STRIPE_SECRET_KEY` set, Stripe Checkout (its webhook records it).
 */
export interface DepositPayments {
  readonly method: PaymentMethod;
  instructions(deposit: { amountPence: number; reference: string }): DepositInstructions;
  /**
   * A hosted checkout for the deposit (card payments only); refuses with `cardPaymentUnavailable` when
   * this adapter takes no cards or the provider refuses.
   */
  startCheckout(request: DepositCheckoutRequest): Promise<{ checkoutUrl: string }>;
}

/** A provider's confirmation that a deposit was paid, verified by its signature. */
export interface ConfirmedDeposit {
  /** The provider event's id: a replay carries the same one. */
  eventId: string;
  eventType: string;
  proposalId: string;
  amountPence: number;
  /** ISO 4217, lower case, as the provider reports it ('gbp'). */
  currency: string;
  /** The provider's own id for the payment (a Checkout Session id). */
  providerReference: string;
}

/** A provider's webhook, read: only an event whose signature verifies is believed. */
export interface DepositWebhooks {
  /**
   * The deposit the event confirms, or null for any other event (ignored). Refuses with
   * `invalidWebhookSignature` when the signature does not match the raw body.
   */
  confirmedDeposit(rawBody: Uint8Array, signature: string | undefined): ConfirmedDeposit | null;
}

export type DepositRecordResult =
  | { outcome: 'recorded'; payment: DepositPayment }
  | { outcome: 'already_paid'; payment: DepositPayment }
  | { outcome: 'not_approved'; status: ProposalStatus }
  | { outcome: 'not_found' };

export interface DepositRepository {
  /**
   * In one database transaction, with the proposal row locked: when it is `approved`, stores the payment
   * (unique per proposal), a credit of the amount on the client's account (client row locked,
   * `balance_after` from the latest balance) and moves the proposal to `locked` with `locked_at`.
   * A proposal already paid answers `already_paid` with the first payment and writes nothing.
   */
  record(payment: {
    proposalId: string;
    method: PaymentMethod;
    amountPence: number;
    reference: string;
    providerReference: string | null;
    transactionDescription: string;
    paidAt: Date;
  }): Promise<DepositRecordResult>;
  findForProposal(proposalId: string): Promise<DepositPayment | null>;
  /** Remembers a provider event; false when it was seen before (a replay). */
  rememberWebhookEvent(eventId: string, type: string): Promise<boolean>;
  /** Forgets a remembered event whose handling failed, so the provider's next delivery is handled anew. */
  forgetWebhookEvent(eventId: string): Promise<void>;
}

// ---- Conversations (Request changes) ----

export interface ProposalConversations {
  /**
   * Adds the client's message to the project's conversation (its most recent one; a new one titled
   * `{project} - {proposal}` when the project has none), keeping `last_message_at` exact. Returns the
   * conversation's id.
   */
  addClientMessage(request: {
    clientId: string;
    projectId: string;
    title: string;
    body: string;
    /** The proposal the request is about: the message names and links it. */
    proposal: { id: string; title: string };
    at: Date;
  }): Promise<string>;
}

// ---- The PDF ----

/** What the PDF shows: one proposal, its client and project, its payment and approval. */
export interface ProposalDocument {
  proposal: Proposal;
  projectName: string;
  client: { name: string; email: string; phone: string | null; company: string | null };
  /** Whom the document is written for: its language, and the zone its times are given in. */
  reader: { language: SiteLanguage; timeZone: string };
  depositAmountPence: number;
  remainingAmountPence: number;
  payment: DepositPayment | null;
  /** The site's name and address, for the header and footer. */
  issuer: { name: string; email: string; siteUrl: string };
  generatedAt: Date;
}

export interface ProposalPdfRenderer {
  render(document: ProposalDocument): Promise<Uint8Array>;
}
