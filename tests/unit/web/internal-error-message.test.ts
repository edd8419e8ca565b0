import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { t } from '#web/server/trpc/init.ts';

// Found by the XSS corpus (issue 28): an unexpected failure answered with its own text, e.g.
// PostgreSQL's "value too long for type character varying(200)", telling callers about the schema.
describe("an unexpected failure's answer", () => {
  it("says 'Something went wrong' and nothing of the failure itself", async () => {
    const router = t.router({
      broken: t.procedure.query(() => {
        throw new Error('value too long for type character varying(200)');
      }),
    });
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/broken'),
      router,
      createContext: () => ({}) as never,
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.message).toBe('Something went wrong');
    expect(text).not.toContain('character varying');
  });
});
