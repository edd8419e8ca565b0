import type { ConversationSummary } from '#application/conversations/ports.ts';
import type { ProposalWithProject } from '#application/proposals/ports.ts';
import type { AccountTransaction } from '#domain/clients/account-transaction.ts';
import type { Client } from '#domain/clients/client.ts';
import type { Project, ProjectStatus } from '#domain/clients/project.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import type { AdminListQuery } from '../shared/admin-list.ts';
import type { ClientSort, ConversationRowDto, ConversationSort, ProjectSort } from './admin-list-schemas.ts';

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
  /** The project is still unverified: sent for a client's address by someone not signed in as them. */
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
