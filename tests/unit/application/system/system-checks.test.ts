import { describe, expect, it } from 'vitest';
import type { BookingReads } from '#application/system/checks/booking.ts';
import { checkBooking } from '#application/system/checks/booking.ts';
import { checkDatabase } from '#application/system/checks/database.ts';
import { checkEmail } from '#application/system/checks/email.ts';
import { checkQueue } from '#application/system/checks/queue.ts';
import { checkStorage } from '#application/system/checks/storage.ts';
import type { MailTransportProbe, QueueProbe } from '#application/system/ports.ts';
import type { BookingService } from '#domain/booking/service.ts';

const level = {
  engine: 'PostgreSQL' as const,
  applied: 15,
  known: 15,
  latest: 'Migration20261125000000_system_tests',
};

describe('the database check', () => {
  it('passes with the engine and the migration level when every migration is applied', async () => {
    const finding = await checkDatabase({ inspect: async () => level });
    expect(finding.outcome).toBe('pass');
    expect(finding.message).toBe(
      'PostgreSQL answers; all 15 migrations applied (latest Migration20261125000000_system_tests)',
    );
  });

  it('fails with "Database connection failed" and the driver message when no query answers', async () => {
    const finding = await checkDatabase({
      inspect: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    });
    expect(finding).toEqual({
      outcome: 'fail',
      message: 'Database connection failed: connect ECONNREFUSED 127.0.0.1:5432',
      details: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
  });

  it('fails when migrations this build knows are not applied', async () => {
    const finding = await checkDatabase({ inspect: async () => ({ ...level, applied: 13 }) });
    expect(finding.outcome).toBe('fail');
    expect(finding.message).toContain('only 13 of 15 migrations are applied');
  });

  it('warns when the database is ahead of the running code', async () => {
    const finding = await checkDatabase({ inspect: async () => ({ ...level, applied: 16 }) });
    expect(finding.outcome).toBe('warning');
  });
});

function queueProbe(overrides: Partial<QueueProbe>): QueueProbe {
  return { kind: 'redis', ping: async () => true, workerAnswer: async () => 42, ...overrides };
}

describe('the queue check', () => {
  it('passes when Redis answers and a worker runs the ping job', async () => {
    const finding = await checkQueue(queueProbe({}));
    expect(finding).toEqual({ outcome: 'pass', message: 'Redis answers; a worker ran a ping job in 42 ms' });
  });

  it('warns "No worker answered within 5 seconds: start `npm run worker`" when no worker takes the job', async () => {
    let waited = 0;
    const finding = await checkQueue(
      queueProbe({
        workerAnswer: async (timeoutMs) => {
          waited = timeoutMs;
          return null;
        },
      }),
    );
    expect(waited).toBe(5000);
    expect(finding).toEqual({
      outcome: 'warning',
      message: 'No worker answered within 5 seconds: start `npm run worker`',
    });
  });

  it('fails with the error when Redis does not answer, without queuing a job', async () => {
    let queued = false;
    const finding = await checkQueue(
      queueProbe({
        ping: () => Promise.reject(new Error('Connection is closed.')),
        workerAnswer: async () => {
          queued = true;
          return 1;
        },
      }),
    );
    expect(finding).toEqual({
      outcome: 'fail',
      message: 'Redis did not answer: no job can be queued',
      details: 'Connection is closed.',
    });
    expect(queued).toBe(false);
  });

  it('says jobs run inside the web process without Redis', async () => {
    const finding = await checkQueue(queueProbe({ kind: 'in-process', workerAnswer: async () => 3 }));
    expect(finding.outcome).toBe('pass');
    expect(finding.message).toContain('inside the web process');
  });
});

describe('the e-mail check', () => {
  const smtp = (verify: MailTransportProbe['verify']): MailTransportProbe => ({ kind: 'smtp', verify });

  it('passes when the SMTP server accepts a connection', async () => {
    expect(await checkEmail(smtp(async () => {}))).toEqual({
      outcome: 'pass',
      message: 'The SMTP server accepted a connection',
    });
  });

  it('fails with the SMTP error when the server is down', async () => {
    const finding = await checkEmail(smtp(() => Promise.reject(new Error('connect ECONNREFUSED'))));
    expect(finding.outcome).toBe('fail');
    expect(finding.message).toBe('The SMTP server could not be reached: no e-mail is being sent');
    expect(finding.details).toBe('connect ECONNREFUSED');
  });

  it('warns that e-mails are only written to files without SMTP_URL', async () => {
    const finding = await checkEmail({ kind: 'files', verify: async () => {} });
    expect(finding.outcome).toBe('warning');
    expect(finding.message).toContain('set SMTP_URL');
  });

  it('fails when the .eml folder cannot be written', async () => {
    const finding = await checkEmail({ kind: 'files', verify: () => Promise.reject(new Error('EACCES')) });
    expect(finding).toMatchObject({ outcome: 'fail', details: 'EACCES' });
  });
});

describe('the storage check', () => {
  it('passes when a file is written, read back and removed', async () => {
    expect((await checkStorage({ writeReadRemove: async () => {} })).outcome).toBe('pass');
  });

  it('fails with the file system error when the uploads folder is unusable', async () => {
    const finding = await checkStorage({
      writeReadRemove: () => Promise.reject(new Error("EEXIST: file already exists, mkdir '/data/uploads'")),
    });
    expect(finding).toEqual({
      outcome: 'fail',
      message: 'Files cannot be stored: check that the uploads folder exists and is writable',
      details: "EEXIST: file already exists, mkdir '/data/uploads'",
    });
  });
});

function bookingReads(services: number, ranges: number): BookingReads {
  return {
    services: { listActive: async () => Array.from({ length: services }, () => ({}) as BookingService) },
    availability: {
      weekly: async () =>
        Array.from({ length: ranges }, () => ({ dayOfWeek: 1, startMinute: 540, endMinute: 1020 })),
    },
  };
}

describe('the booking check', () => {
  it('passes with the count of active services and weekly ranges', async () => {
    expect(await checkBooking(bookingReads(3, 5))).toEqual({
      outcome: 'pass',
      message: '3 active services and 5 weekly time ranges readable',
    });
  });

  it('warns when no service is active', async () => {
    expect((await checkBooking(bookingReads(0, 5))).outcome).toBe('warning');
  });

  it('warns when no weekly hours are set', async () => {
    const finding = await checkBooking(bookingReads(1, 0));
    expect(finding.outcome).toBe('warning');
    expect(finding.message).toContain('No weekly hours set');
  });

  it('fails with the error when the tables cannot be read', async () => {
    const reads = bookingReads(1, 1);
    reads.availability.weekly = () => Promise.reject(new Error('relation "availability" does not exist'));
    expect(await checkBooking(reads)).toEqual({
      outcome: 'fail',
      message: 'Services and availability could not be read',
      details: 'relation "availability" does not exist',
    });
  });
});
