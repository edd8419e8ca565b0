import { clientRecordNotFound } from '#domain/clients/errors.ts';
import type { TransactionRepository } from './ports.ts';
import { toPortalTransaction } from './transaction-dto.ts';
import {
  type PortalTransactionDto,
  type RecordTransactionInput,
  recordTransactionSchema,
} from './transaction-schemas.ts';

/**
 * Records a credit or a debit on a client's account (positive integer pence, a description). The
 * repository locks the client row, so the balance after is computed from the latest balance and
 * concurrent transactions never lose one. The client id comes from the owner's screen or the seed,
 * never from a client.
 */
export async function recordTransaction(
  deps: { transactions: TransactionRepository },
  clientId: string,
  input: RecordTransactionInput,
): Promise<PortalTransactionDto> {
  const transaction = recordTransactionSchema.parse(input);
  const recorded = await deps.transactions.record(clientId, transaction);
  if (!recorded) throw clientRecordNotFound();
  return toPortalTransaction(recorded);
}
