import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TurnTakingPGlite } from '#infrastructure/orm/turn-taking-pglite.ts';

let pglite: TurnTakingPGlite;
beforeAll(async () => {
  pglite = new TurnTakingPGlite();
  await pglite.waitReady;
});
afterAll(() => pglite.close());

describe('PGlite taking turns of the event loop', () => {
  it('lets the event loop turn between two statements sent together, in the order they were sent', async () => {
    const order: string[] = [];
    const first = pglite.query('select 1').then(() => order.push('first'));
    const second = pglite.exec('select 2').then(() => order.push('second'));
    // Queued behind the first statement's turn: it runs before the second statement's.
    setImmediate(() => order.push('a turn of the loop'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'a turn of the loop', 'second']);
  });

  it('takes a turn for a transaction, and none for the statements inside it', async () => {
    const order: string[] = [];
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('select 1');
      await tx.query('select 2');
      order.push('transaction');
    });
    setImmediate(() => order.push('a turn of the loop'));
    const after = pglite.query('select 3').then(() => order.push('after'));
    await Promise.all([transaction, after]);
    expect(order).toEqual(['transaction', 'a turn of the loop', 'after']);
  });
});
