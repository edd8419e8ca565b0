import { z } from 'zod';
import { PROJECT_STATUSES, type ProjectStatus } from '#domain/clients/project.ts';
import type { ProposalStatus } from '#domain/proposals/proposal.ts';
import { adminListSchema } from '../shared/admin-list.ts';

// The staff dashboards and full lists: the lists' inputs, read from the URL, and the DTOs.
// Money is integer pence; dates are ISO strings.

/** Spec section 9: the dashboard lists show the 5 latest. */
export const DASHBOARD_RECENT = 5;

export const CLIENT_SORTS = ['joined', 'name', 'email', 'company', 'balance', 'projects'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const clientsListSchema = adminListSchema(CLIENT_SORTS, 'joined');
export type ClientsListInput = z.input<typeof clientsListSchema>;
export type ClientsListRequest = z.output<typeof clientsListSchema>;

export const PROJECT_SORTS = ['created', 'name', 'client', 'status'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const projectsListSchema = adminListSchema(PROJECT_SORTS, 'created').extend({
  status: z.enum(PROJECT_STATUSES).optional().catch(undefined),
});
export type ProjectsListInput = z.input<typeof projectsListSchema>;
export type ProjectsListRequest = z.output<typeof projectsListSchema>;

export const CONVERSATION_SORTS = ['last_message', 'title', 'client', 'project'] as const;
export type ConversationSort = (typeof CONVERSATION_SORTS)[number];
export const conversationsListSchema = adminListSchema(CONVERSATION_SORTS, 'last_message');
export type ConversationsListInput = z.input<typeof conversationsListSchema>;
export type ConversationsListRequest = z.output<typeof conversationsListSchema>;

export interface DashboardStatsDto {
  totalClients: number;
  activeProjects: number;
  /** Proposals sent or being reviewed by the client. */
  pendingProposals: number;
  /** Total of approved proposals, locked ones included (a locked proposal is approved and paid). */
  totalRevenuePence: number;
}

export interface ClientStatsDto {
  totalClients: number;
  activeProjects: number;
  pendingProposals: number;
  /** Credits since the first instant of this month in London. */
  monthlyRevenuePence: number;
}

export interface RecentClientDto {
  id: string;
  name: string;
  email: string;
  joinedAt: string;
  paymentsReceivedPence: number;
  /** Whether the client has signed in to the portal yet (their user account exists). */
  portalAccount: boolean;
}

/** A project in the dashboard's latest five. */
export type RecentProjectDto = ProjectRowDto;

export interface RecentProposalDto {
  id: string;
  title: string;
  clientName: string;
  totalAmountPence: number;
  status: ProposalStatus;
  createdAt: string;
}

export interface ConversationRowDto {
  id: string;
  /** Empty when the conversation has none: the page says 'General Discussion'. */
  title: string;
  clientId: string;
  clientName: string;
  projectId: string | null;
  projectName: string | null;
  lastMessageAt: string | null;
  messagesCount: number;
  /** The client's messages the owner has not read. */
  unreadCount: number;
}

export interface RecentListsDto {
  clients: RecentClientDto[];
  projects: RecentProjectDto[];
  proposals: RecentProposalDto[];
  conversations: ConversationRowDto[];
}

export interface ClientRowDto {
  id: string;
  name: string;
  email: string;
  company: string | null;
  joinedAt: string;
  paymentsReceivedPence: number;
  projectsCount: number;
}

export interface ProjectRowDto {
  id: string;
  /** Sent for the client's address by someone not signed in as them, not yet confirmed by the client. */
  unverified: boolean;
  name: string;
  clientId: string;
  clientName: string;
  status: ProjectStatus;
  createdAt: string;
}
