import { describe, expect, it } from 'vitest';
import { recordClientTransaction } from '#application/client-records/record-client-transaction.ts';
import { RECORDS_MESSAGES, staffTransactionSchema } from '#application/client-records/records-schemas.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { ADA_ID, MISSING_ID, staffWorld } from './staff-records-fixture.ts';

const parse = (input: Record<string, unknown>) =>
  staffTransactionSchema.parse({ clientId: ADA_ID, type: 'credit', description: 'Deposit', ...input });

describe('recordClientTransaction', () => {
  it("records the amount typed in pounds on the page's client, with the balance after", async () => {
    const { deps, ada } = staffWorld();
    const credit = await recordClientTransaction(deps, parse({ amount: '£1,250.5' }), STAFF_ACTOR);
    expect(credit).toMatchObject({
      amountPence: 125_050,
      signedAmountPence: 125_050,
      balanceAfterPence: 125_050,
    });
    const debit = await recordClientTransaction(
      deps,
      parse({ type: 'debit', amount: '50', description: 'Fee' }),
      STAFF_ACTOR,
    );
    expect(debit).toMatchObject({ signedAmountPence: -5_000, balanceAfterPence: 120_050 });
    expect(ada.accountBalancePence).toBe(120_050);
  });

  it.each([
    ['', RECORDS_MESSAGES.amountRequired],
    ['ten', RECORDS_MESSAGES.amountInvalid],
    ['1.234', RECORDS_MESSAGES.amountInvalid],
    ['-5', RECORDS_MESSAGES.amountInvalid],
    ['0.00', RECORDS_MESSAGES.amountZero],
    ['1000000.01', RECORDS_MESSAGES.amountTooLarge],
  ])('refuses the amount %j', (amount, message) => {
    const result = staffTransactionSchema.safeParse({
      clientId: ADA_ID,
      type: 'credit',
      amount,
      description: 'x',
    });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('needs a type and a description', () => {
    const result = staffTransactionSchema.safeParse({ clientId: ADA_ID, amount: '1', description: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      RECORDS_MESSAGES.typeRequired,
      RECORDS_MESSAGES.descriptionRequired,
    ]);
  });

  it('refuses a client that does not exist', async () => {
    const { deps } = staffWorld();
    await expect(
      recordClientTransaction(deps, parse({ clientId: MISSING_ID, amount: '1' }), STAFF_ACTOR),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
