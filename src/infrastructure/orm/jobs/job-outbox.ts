import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { JobName, JobOutbox, KeptJob } from '#application/jobs/ports.ts';
import type { UnitOfWork } from '../database.ts';
import { isUniqueViolation } from '../unique-violation.ts';
import { JobOutboxRecord } from './job-outbox.entity.ts';

/** The outbox in the `job_outbox` table; each call works on a fresh unit of work. */
export class OrmJobOutbox implements JobOutbox {
  private readonly open: () => UnitOfWork;

  constructor(open: () => UnitOfWork) {
    this.open = open;
  }

  async keep(job: KeptJob): Promise<void> {
    try {
      await this.open().insert(JobOutboxRecord, {
        jobId: job.jobId,
        name: job.name,
        payload: job.payload,
        runAt: job.runAt,
      });
    } catch (error) {
      // Kept already (a request tried again): one row, one job.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async relay(
    send: (job: KeptJob) => Promise<void>,
    limit: number,
  ): Promise<{ relayed: number; failure?: unknown }> {
    return this.open().transactional(async (em) => {
      // Row locks that skip rows already locked: two web processes relaying at once hand over
      // different jobs, and a process that dies mid-way leaves its rows to the next relay.
      const rows = await em.find(
        JobOutboxRecord,
        {},
        { orderBy: { createdAt: QueryOrder.ASC }, limit, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      let relayed = 0;
      for (const row of rows) {
        try {
          await send({ jobId: row.jobId, name: row.name as JobName, payload: row.payload, runAt: row.runAt });
        } catch (failure) {
          return { relayed, failure };
        }
        // Deleted when the transaction commits (the relay's end): until then the row stays locked.
        em.remove(row);
        relayed += 1;
      }
      return { relayed };
    });
  }
}
