import type { SessionClient } from '#application/clients/schemas.ts';
import type { DepositInstructionsDto } from './schemas.ts';

/** PAYMENTS HELPER: how the client pays the deposit of their own approved proposal. */
export async function getDepositInstructions(
  _deps: unknown,
  _client: SessionClient,
  _proposalId: string,
): Promise<DepositInstructionsDto> {
  throw new Error('Not built yet');
}
