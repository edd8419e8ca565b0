import { toPortalTransaction } from './portal-dto.ts';
import type { PortalTransactionDto } from './portal-schemas.ts';
import type { TransactionRepository } from './ports.ts';
import type { SessionClient } from './schemas.ts';

/** The Transactions tab: the client's account movements, newest first, each with its balance after. */
export async function listClientTransactions(
  deps: { transactions: TransactionRepository },
  client: SessionClient,
): Promise<PortalTransactionDto[]> {
  return (await deps.transactions.listForClient(client.id)).map(toPortalTransaction);
}
