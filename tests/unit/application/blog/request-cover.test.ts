import { afterEach, describe, expect, it, vi } from 'vitest';
import { COVER_WAIT_MS, generateCoverNow, requestCover } from '#application/blog/request-cover.ts';
import { InMemoryAuditLog, STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { InMemoryJobQueue } from '#fixtures/fakes/in-memory-jobs.ts';

const COVER = {
  url: '/storage/blog-images/00000000-0000-4000-8000-0000000000aa.webp',
  width: 1200,
  height: 630,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('requestCover', () => {
  it('queues a cover drawn from the trimmed title and the words, and answers its job id', async () => {
    const queue = new InMemoryJobQueue();
    expect(
      await requestCover(
        { queue, audit: new InMemoryAuditLog() },
        { title: '  My Post ', content: 'Words' },
        STAFF_ACTOR,
      ),
    ).toEqual({ jobId: '1' });
    expect(queue.jobs).toEqual([{ name: 'generate-cover', payload: { title: 'My Post', content: 'Words' } }]);
  });

  it('refuses a post without a title with "Please add a title first to generate an image"', async () => {
    const queue = new InMemoryJobQueue();
    await expect(
      requestCover({ queue, audit: new InMemoryAuditLog() }, { title: '   ', content: 'Words' }, STAFF_ACTOR),
    ).rejects.toMatchObject({
      kind: 'invalid',
      code: 'BLOG.COVER_NEEDS_TITLE',
      message: 'Please add a title first to generate an image',
    });
    expect(queue.jobs).toEqual([]);
  });
});

describe('generateCoverNow', () => {
  it('answers the stored cover once the worker drew it', async () => {
    const queue = new InMemoryJobQueue();
    queue.answer('generate-cover', () => COVER);
    expect(await generateCoverNow(queue, { title: 'T', content: '' }, 1000)).toEqual(COVER);
  });

  it('answers null when the worker failed', async () => {
    const queue = new InMemoryJobQueue();
    queue.answer('generate-cover', () => {
      throw new Error('renderer crashed');
    });
    expect(await generateCoverNow(queue, { title: 'T', content: '' }, 1000)).toBeNull();
  });

  it('answers null when no cover came within 20 seconds', async () => {
    vi.useFakeTimers();
    const queue = new InMemoryJobQueue();
    let answer: unknown = 'pending';
    const pending = generateCoverNow(queue, { title: 'T', content: '' }).then((image) => {
      answer = image;
    });
    await vi.advanceTimersByTimeAsync(COVER_WAIT_MS - 500);
    expect(answer).toBe('pending');
    await vi.advanceTimersByTimeAsync(600);
    await pending;
    expect(answer).toBeNull();
  });

  it('refuses without a title before queueing anything', async () => {
    const queue = new InMemoryJobQueue();
    await expect(generateCoverNow(queue, { title: '', content: 'x' })).rejects.toMatchObject({
      code: 'BLOG.COVER_NEEDS_TITLE',
    });
  });
});
