import { Gauge, type Registry } from 'prom-client';
import type { DatabasePoolUse } from '../orm/database.ts';

/** The database pool's connections (busy, idle), its size and the queries waiting for a connection. */
export function watchDatabasePool(registry: Registry, poolUse: () => Promise<DatabasePoolUse>): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Open database connections by state: busy (running a query or transaction) or idle',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const use = await poolUse();
      this.set({ state: 'busy' }, use.busy);
      this.set({ state: 'idle' }, use.idle);
    },
  });
  new Gauge({
    name: 'db_pool_connections_max',
    help: 'Connections the pool opens at most (DATABASE_POOL_SIZE; 1 for the embedded database)',
    registers: [registry],
    async collect() {
      this.set((await poolUse()).max);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries and transactions waiting for a free connection',
    registers: [registry],
    async collect() {
      this.set((await poolUse()).waiting);
    },
  });
}
