import { z } from 'zod';
import {
  TRANSACTION_LIMITS,
  TRANSACTION_TYPES,
  type TransactionType,
} from '#domain/clients/account-transaction.ts';

// ---- Account transactions (recorded by the owner; the demo seed and tests today) ----

export const TRANSACTION_MESSAGES = {
  amountInvalid: 'Amount must be a whole number of pence above 0',
  amountTooLarge: `Amount must be at most ${TRANSACTION_LIMITS.maxAmountPence} pence`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${TRANSACTION_LIMITS.descriptionMax} characters`,
} as const;

export const recordTransactionSchema = z.object({
  type: z.enum(TRANSACTION_TYPES),
  amountPence: z
    .number(TRANSACTION_MESSAGES.amountInvalid)
    .int(TRANSACTION_MESSAGES.amountInvalid)
    .positive(TRANSACTION_MESSAGES.amountInvalid)
    .max(TRANSACTION_LIMITS.maxAmountPence, TRANSACTION_MESSAGES.amountTooLarge),
  description: z
    .string(TRANSACTION_MESSAGES.descriptionRequired)
    .trim()
    .min(1, TRANSACTION_MESSAGES.descriptionRequired)
    .max(TRANSACTION_LIMITS.descriptionMax, TRANSACTION_MESSAGES.descriptionTooLong),
});
export type RecordTransactionInput = z.input<typeof recordTransactionSchema>;

/** A transaction as the client's portal and the owner's page of the client show it. */
export interface PortalTransactionDto {
  id: string;
  type: TransactionType;
  amountPence: number;
  /** + for a credit, - otherwise. */
  signedAmountPence: number;
  balanceAfterPence: number;
  description: string;
  createdAt: string;
}
