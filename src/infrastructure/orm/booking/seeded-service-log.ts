import type { SeededServiceLog } from '#application/booking/ports.ts';
import type { UnitOfWork } from '../database.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { SeededServiceRecord } from './seeded-service.entity.ts';

export class OrmSeededServiceLog implements SeededServiceLog {
  private readonly em: UnitOfWork;

  constructor(em: UnitOfWork) {
    this.em = em;
  }

  async given(): Promise<Set<string>> {
    const rows = await this.em.find(SeededServiceRecord, {}, { fields: ['slug'], disableIdentityMap: true });
    return new Set(rows.map((row) => row.slug));
  }

  async record(slug: string): Promise<void> {
    try {
      await this.em.insert(SeededServiceRecord, { slug, seededAt: new Date() });
    } catch (error) {
      // Two processes starting together may both record it: once is enough.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
