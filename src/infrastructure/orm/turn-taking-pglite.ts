import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { StatementCachingPGlite } from './statement-caching-pglite.ts';

/**
 * Starts waiters in the order they came, one per turn of the event loop (`setImmediate`).
 * PGlite answers on the main thread without waiting for I/O, so without turns every query queued
 * behind the one running resolves in the same run of microtasks: a turn of the loop then served
 * every request that had arrived (15-70 ms at 100 connections), and since Node accepts one new
 * connection per turn, the last of 100 connections opened together waited seconds for its first
 * answer (`npm run bench`, blog.list on PGlite).
 */
class EventLoopTurns {
  readonly #waiting: Array<() => void> = [];
  #scheduled = false;

  next(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#schedule();
    });
  }

  #schedule() {
    if (this.#scheduled || this.#waiting.length === 0) return;
    this.#scheduled = true;
    setImmediate(this.#startOne);
  }

  readonly #startOne = () => {
    this.#scheduled = false;
    this.#waiting.shift()?.();
    this.#schedule();
  };
}

/** PGlite whose statements and transactions each start on a turn of their own (`EventLoopTurns`). */
export class TurnTakingPGlite extends StatementCachingPGlite {
  readonly #turns = new EventLoopTurns();
  /** Statements and transactions asked for and not yet answered: one runs, the others wait. */
  #pending = 0;

  override async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#counted(async () => {
      await this.#turns.next();
      return super.query<T>(sql, params, options);
    });
  }

  override async exec(sql: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.#counted(async () => {
      await this.#turns.next();
      return super.exec(sql, options);
    });
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#counted(async () => {
      await this.#turns.next();
      return super.transaction(callback);
    });
  }

  /** The one connection as a pool of one: busy while anything runs, the rest waiting their turn. */
  use(): { max: number; busy: number; idle: number; waiting: number } {
    const busy = this.#pending > 0 ? 1 : 0;
    return { max: 1, busy, idle: 1 - busy, waiting: Math.max(this.#pending - 1, 0) };
  }

  async #counted<T>(work: () => Promise<T>): Promise<T> {
    this.#pending += 1;
    try {
      return await work();
    } finally {
      this.#pending -= 1;
    }
  }
}
