import type { TransactionRepository } from '#application/clients/ports.ts';
import type { SessionClient } from '#application/clients/schemas.ts';
import { toPortalTransaction } from '#application/clients/transaction-dto.ts';
import type { PortalTransactionDto } from '#application/clients/transaction-schemas.ts';
import { transactionNotFound } from '#domain/clients/errors.ts';

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
