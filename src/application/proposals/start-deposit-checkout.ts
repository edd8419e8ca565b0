import type { SessionClient } from '#application/clients/schemas.ts';

/** PAYMENTS HELPER: a card checkout for the deposit of the client's own approved proposal. */
export async function startDepositCheckout(
  _deps: unknown,
  _client: SessionClient,
  _proposalId: string,
): Promise<{ checkoutUrl: string }> {
  throw new Error('Not built yet');
}
