import type { Client } from '#domain/clients/client.ts';
import type { Project } from '#domain/clients/project.ts';
import type { Proposal } from '#domain/proposals/proposal.ts';
import type { StaffClientDto, StaffProjectRowDto, StaffProposalRowDto } from './records-schemas.ts';

export function toStaffClient(client: Client): StaffClientDto {
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    phone: client.phone,
    company: client.company,
    balancePence: client.accountBalancePence,
    paymentsReceivedPence: client.paymentsReceivedPence,
    joinedAt: client.createdAt.toISOString(),
    hasSignedIn: client.userId !== null,
  };
}

export function toStaffProjectRow(project: Project): StaffProjectRowDto {
  return {
    id: project.id,
    name: project.name,
    status: project.status,
    unverified: project.unverified,
    createdAt: project.createdAt.toISOString(),
  };
}

export function toStaffProposalRow(proposal: Proposal, projectName: string): StaffProposalRowDto {
  return {
    id: proposal.id,
    projectId: proposal.projectId,
    projectName,
    title: proposal.title,
    status: proposal.status,
    totalAmountPence: proposal.totalAmountPence,
    depositPercentage: proposal.depositPercentage,
    createdAt: proposal.createdAt.toISOString(),
  };
}
