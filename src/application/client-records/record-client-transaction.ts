import type { ClientRepository, TransactionRepository } from '#application/clients/ports.ts';
import { recordTransaction } from '#application/clients/record-transaction.ts';
import type { PortalTransactionDto } from '#application/clients/transaction-schemas.ts';
import type { AuditActor } from '#domain/audit/audit-entry.ts';
import { clientRecordNotFound } from '#domain/clients/errors.ts';
import type { AuditLog } from '../audit/ports.ts';
import type { StaffTransaction } from './records-schemas.ts';

/**
 * The owner's "Record transaction" (admin), parsed by `staffTransactionSchema` (pounds typed → pence), the client from the page's
 * input. The balance after is computed with the client row locked (`recordTransaction`); the
 * transaction, the new balance and the audit entry are one commit.
 */
export function recordClientTransaction(
  deps: { transactions: TransactionRepository; clients: ClientRepository; audit: AuditLog },
  input: StaffTransaction,
  actor: AuditActor,
): Promise<PortalTransactionDto> {
  const { clientId, type, amount, description } = input;
  return deps.audit.record(actor, async () => {
    const client = await deps.clients.findById(clientId);
    if (!client) throw clientRecordNotFound();
    const recorded = await recordTransaction(deps, clientId, { type, amountPence: amount, description });
    return {
      result: recorded,
      entry: {
        action: 'transaction.recorded',
        subject: { type: 'client', id: clientId, label: client.name },
        before: null,
        after: {
          type: recorded.type,
          amountPence: recorded.amountPence,
          description: recorded.description,
          balanceAfterPence: recorded.balanceAfterPence,
        },
      },
    };
  });
}
