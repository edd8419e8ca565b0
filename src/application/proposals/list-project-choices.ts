import { toProjectChoice } from './owner-proposal-dto.ts';
import type { ProposalRepository } from './ports.ts';
import type { ProjectChoiceDto } from './schemas.ts';

/** The projects the form's selector offers, newest first. */
export async function listProjectChoices(deps: {
  proposals: ProposalRepository;
}): Promise<ProjectChoiceDto[]> {
  return (await deps.proposals.projectChoices()).map(toProjectChoice);
}
