import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { POST_NOT_FOUND } from '#web/lib/abort-reasons.ts';
import { orNotFound, orNullWhenNotFound } from '#web/lib/not-found.ts';

/** What vike's `render(404, reason)` throws carries the status and the reason for the error page. */
const notFoundPage = (abortReason?: string) => ({
  _pageContextAbort: { abortStatusCode: 404, abortReason },
});

describe('orNotFound', () => {
  it('hands back what the server caller answered', async () => {
    expect(await orNotFound(Promise.resolve({ slug: 'hello' }), POST_NOT_FOUND)).toEqual({ slug: 'hello' });
  });

  it('turns NOT_FOUND into the 404 page with the given reason', async () => {
    const missing = Promise.reject(new TRPCError({ code: 'NOT_FOUND', message: 'Post not found' }));
    await expect(orNotFound(missing, POST_NOT_FOUND)).rejects.toMatchObject(notFoundPage(POST_NOT_FOUND));
  });

  it('turns a slug or id the schema refuses (BAD_REQUEST) into the generic 404 page', async () => {
    const malformed = Promise.reject(new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid id' }));
    await expect(orNotFound(malformed)).rejects.toMatchObject(notFoundPage(undefined));
  });

  it('lets any other failure through, to the 500 page', async () => {
    const forbidden = new TRPCError({ code: 'FORBIDDEN', message: 'Staff only' });
    await expect(orNotFound(Promise.reject(forbidden), POST_NOT_FOUND)).rejects.toBe(forbidden);
  });
});

describe('orNullWhenNotFound', () => {
  it('answers null for a link that names nothing, so the page shows its invalid-link state', async () => {
    const missing = Promise.reject(new TRPCError({ code: 'NOT_FOUND', message: 'This link is invalid' }));
    expect(await orNullWhenNotFound(missing)).toBeNull();
  });

  it('lets any other failure through instead of calling it an invalid link', async () => {
    const broken = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'database down' });
    await expect(orNullWhenNotFound(Promise.reject(broken))).rejects.toBe(broken);
  });
});
