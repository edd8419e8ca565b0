import type { ClientRepository } from '#application/clients/ports.ts';
import type { SessionClient } from '#application/clients/schemas.ts';
import type { ConversationRepository } from '#application/conversations/ports.ts';
import type { ProposalRepository } from '#application/proposals/ports.ts';
import { clientNotFound } from '#domain/clients/errors.ts';
import { isAwaitingClient } from '#domain/proposals/proposal.ts';
import { toPortalProject } from './portal-dto.ts';
import type { ClientProjectReader } from './ports.ts';
import { PORTAL_RECENT_PROJECTS, type PortalOverviewDto } from './schemas.ts';

/**
 * The portal's header and Dashboard: the client's name and what they have paid, projects 'active of total',
 * proposals awaiting them (sent or being reviewed; drafts never count), conversations, and the 3 most
 * recent projects.
 */
export async function getPortalOverview(
  deps: {
    clients: ClientRepository;
    projects: ClientProjectReader;
    proposals: ProposalRepository;
    conversations: ConversationRepository;
  },
  client: SessionClient,
): Promise<PortalOverviewDto> {
  const record = await deps.clients.findById(client.id);
  if (!record) throw clientNotFound();
  const [projects, proposals, conversations] = await Promise.all([
    deps.projects.listForClient(client.id),
    deps.proposals.listForClient(client.id),
    deps.conversations.listForClient(client.id),
  ]);
  return {
    client: {
      name: record.name,
      email: record.email,
      paymentsReceivedPence: record.paymentsReceivedPence,
      timeZone: record.timeZone,
    },
    counts: {
      activeProjects: projects.filter((project) => project.status === 'active').length,
      totalProjects: projects.length,
      pendingProposals: proposals.filter((proposal) => isAwaitingClient(proposal.status)).length,
      conversations: conversations.length,
    },
    recentProjects: projects.slice(0, PORTAL_RECENT_PROJECTS).map(toPortalProject),
  };
}
