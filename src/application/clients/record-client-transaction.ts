import type { PortalTransactionDto } from './portal-schemas.ts';
import type { TransactionRepository } from './ports.ts';
import { recordTransaction } from './record-transaction.ts';
import type { StaffTransaction } from './records-schemas.ts';

/**
 * The owner's "Record transaction" (admin), parsed by `staffTransactionSchema` (pounds typed → pence), the client from the page's
 * input. The balance after is computed with the client row locked (`recordTransaction`).
 */
export function recordClientTransaction(
  deps: { transactions: TransactionRepository },
  input: StaffTransaction,
): Promise<PortalTransactionDto> {
  const { clientId, type, amount, description } = input;
  return recordTransaction(deps, clientId, { type, amountPence: amount, description });
}
