import { describe, expect, it } from 'vitest';
import { balanceAfter, signedAmount } from '#domain/clients/account-transaction.ts';
import { depositAmount, remainingAmount } from '#domain/proposals/proposal.ts';

describe('deposit and remaining amounts (integer pence)', () => {
  it('takes the percentage of the total: 50% of £4,800.00 is £2,400.00, and the rest remains', () => {
    expect(depositAmount(480_000, 50)).toBe(240_000);
    expect(remainingAmount(480_000, 50)).toBe(240_000);
  });

  it('rounds the deposit to the penny, and deposit plus remaining is always the total', () => {
    expect(depositAmount(99_999, 25)).toBe(25_000); // 24,999.75 rounds up
    expect(remainingAmount(99_999, 25)).toBe(74_999);
    expect(depositAmount(1, 50)).toBe(1); // half a penny rounds up
    expect(remainingAmount(1, 50)).toBe(0);
    for (const total of [0, 1, 3, 333, 99_999, 1_234_567])
      for (const percentage of [25, 50, 75, 100])
        expect(depositAmount(total, percentage) + remainingAmount(total, percentage)).toBe(total);
  });

  it('asks for everything up front at 100%', () => {
    expect(depositAmount(12_345, 100)).toBe(12_345);
    expect(remainingAmount(12_345, 100)).toBe(0);
  });
});

describe('signed amounts and balances', () => {
  it('adds a credit and subtracts anything else', () => {
    expect(signedAmount('credit', 500)).toBe(500);
    expect(signedAmount('debit', 500)).toBe(-500);
    expect(signedAmount('refund', 500)).toBe(-500);
  });

  it('computes the balance after a transaction, which may go below zero (money owed)', () => {
    expect(balanceAfter(1_000, 'credit', 250)).toBe(1_250);
    expect(balanceAfter(1_000, 'debit', 250)).toBe(750);
    expect(balanceAfter(100, 'debit', 250)).toBe(-150);
  });
});
