import { transactionNotFound } from '#domain/clients/errors.ts';
import { toPortalTransaction } from './portal-dto.ts';
import type { PortalTransactionDto } from './portal-schemas.ts';
import type { TransactionRepository } from './ports.ts';
import type { SessionClient } from './schemas.ts';

/** One of the client's transactions; anyone else's or an unknown id is not found. */
export async function getClientTransaction(
  deps: { transactions: TransactionRepository },
  client: SessionClient,
  transactionId: string,
): Promise<PortalTransactionDto> {
  const transaction = await deps.transactions.findForClient(client.id, transactionId);
  if (!transaction) throw transactionNotFound();
  return toPortalTransaction(transaction);
}
