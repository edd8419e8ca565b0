import type { TransactionRepository } from '#application/clients/ports.ts';
import type { SessionClient } from '#application/clients/schemas.ts';
import { toPortalTransaction } from '#application/clients/transaction-dto.ts';
import type { PortalTransactionDto } from '#application/clients/transaction-schemas.ts';

/** The Transactions tab: the client's account movements, newest first, each with its balance after. */
export async function listClientTransactions(
  deps: { transactions: TransactionRepository },
  client: SessionClient,
): Promise<PortalTransactionDto[]> {
  return (await deps.transactions.listForClient(client.id)).map(toPortalTransaction);
}
