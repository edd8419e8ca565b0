import type { Proposal } from '#domain/proposals/proposal.ts';

/** A proposal with the name of the project it is for. */
export interface ProposalWithProject extends Proposal {
  projectName: string;
}

export interface ProposalRepository {
  /**
   * The proposals on the client's projects that the client may see (every status but `draft`), newest
   * first.
   */
  listForClient(clientId: string): Promise<ProposalWithProject[]>;
  /** The proposal if it is on one of this client's projects and not a draft; null otherwise. */
  findForClient(clientId: string, proposalId: string): Promise<ProposalWithProject | null>;
}
