import type {
  ClientRowDto,
  ConversationRowDto,
  ProjectRowDto,
  RecentClientDto,
  RecentProposalDto,
} from './admin-list-schemas.ts';
import type { AdminClientRow, AdminConversationRow, AdminProjectRow, AdminProposalSummary } from './ports.ts';

export function toClientRow(row: AdminClientRow): ClientRowDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    joinedAt: row.createdAt.toISOString(),
    paymentsReceivedPence: row.paymentsReceivedPence,
    projectsCount: row.projectsCount,
  };
}

export function toRecentClient(row: AdminClientRow): RecentClientDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    joinedAt: row.createdAt.toISOString(),
    paymentsReceivedPence: row.paymentsReceivedPence,
    portalAccount: row.hasAccount,
  };
}

export function toProjectRow(row: AdminProjectRow): ProjectRowDto {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    clientName: row.clientName,
    status: row.status,
    unverified: row.unverified,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRecentProposal(row: AdminProposalSummary): RecentProposalDto {
  return {
    id: row.id,
    title: row.title,
    clientName: row.clientName,
    totalAmountPence: row.totalAmountPence,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toConversationRow(row: AdminConversationRow): ConversationRowDto {
  return {
    id: row.id,
    title: row.title,
    clientId: row.clientId,
    clientName: row.clientName,
    projectId: row.projectId,
    projectName: row.projectName,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    messagesCount: row.messagesCount,
    unreadCount: row.unreadCount,
  };
}
