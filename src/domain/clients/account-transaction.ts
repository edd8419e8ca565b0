/** Spec: `credit` adds to the balance; anything else is treated as a debit. */
export const TRANSACTION_TYPES = ['credit', 'debit'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A movement on a client's account; money is integer pence (GBP). */
export interface AccountTransaction {
  id: string;
  clientId: string;
  type: TransactionType;
  /** Always positive; the type says which way it goes. */
  amountPence: number;
  balanceAfterPence: number;
  description: string;
  createdAt: Date;
}

export const TRANSACTION_LIMITS = {
  /** £1,000,000 in pence: far above any session or project, far below integer overflow. */
  maxAmountPence: 100_000_000,
  descriptionMax: 500,
} as const;

/** +amount for a credit, -amount for anything else (spec: signed amount in the Transactions tab). */
export function signedAmount(type: string, amountPence: number): number {
  return type === 'credit' ? amountPence : -amountPence;
}

/** The balance after a transaction: credits add, debits subtract (a balance may go negative: owed). */
export function balanceAfter(balancePence: number, type: string, amountPence: number): number {
  return balancePence + signedAmount(type, amountPence);
}
