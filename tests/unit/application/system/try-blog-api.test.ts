import { describe, expect, it } from 'vitest';
import { createApiKey } from '#application/blog/create-api-key.ts';
import { revokeApiKey } from '#application/blog/revoke-api-key.ts';
import { tryBlogApiSchema } from '#application/system/schemas.ts';
import { tryBlogApi } from '#application/system/try-blog-api.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { InMemorySite } from '#fixtures/fakes/in-memory-site.ts';

const VISITOR = { ip: '203.0.113.7' };

function tryOn(site: InMemorySite, apiKey?: string) {
  return tryBlogApi({ siteRequests: site, blog: site.deps }, tryBlogApiSchema.parse({ apiKey }), VISITOR);
}

describe('Test Blog API (a visitor’s request)', () => {
  it('without a key shows the API’s refusal and creates nothing', async () => {
    const site = new InMemorySite();
    expect(await tryOn(site)).toEqual({
      ok: false,
      message: 'Error: Missing API key: send it in the x-api-key header',
      apiError: 'Missing API key: send it in the x-api-key header',
      apiCode: 'BLOG.MISSING_API_KEY',
    });
    expect(site.deps.blog.posts).toEqual([]);
    expect(site.requests[0]?.headers).toEqual({});
  });

  it('treats a blank pasted key as no key', async () => {
    const site = new InMemorySite();
    expect((await tryOn(site, '   ')).message).toBe(
      'Error: Missing API key: send it in the x-api-key header',
    );
  });

  it('with a wrong or revoked key shows "Error: Invalid API key" and creates nothing', async () => {
    const site = new InMemorySite();
    expect(await tryOn(site, 'pbk_guess')).toEqual({
      ok: false,
      message: 'Error: Invalid API key',
      apiError: 'Invalid API key',
      apiCode: 'BLOG.INVALID_API_KEY',
    });
    const key = await createApiKey(site.deps, 'Weekly updates', STAFF_ACTOR);
    await revokeApiKey(site.deps, key.id, STAFF_ACTOR);
    expect((await tryOn(site, key.key)).message).toBe('Error: Invalid API key');
    expect(site.deps.blog.posts).toEqual([]);
  });

  it('with a valid key shows "API request successful!" and deletes the draft and its cover at once', async () => {
    const site = new InMemorySite();
    const key = await createApiKey(site.deps, 'Weekly updates', STAFF_ACTOR);
    expect(await tryOn(site, ` ${key.key} `)).toEqual({
      ok: true,
      message: 'API request successful!',
      apiError: null,
      apiCode: null,
    });
    expect(site.deps.blog.posts).toEqual([]);
    expect(site.deps.storage.files.size).toBe(0);
    // The visitor's key is theirs: it stays, and its call stays in its log.
    expect(site.deps.apiKeys.keys.map((stored) => stored.id)).toEqual([key.id]);
  });

  it('shows "Failed to connect to the blog API" when the API does not answer', async () => {
    const site = new InMemorySite();
    site.blogApiAnswer = { status: null, body: undefined };
    expect(await tryOn(site)).toEqual({
      ok: false,
      message: 'Failed to connect to the blog API',
      apiError: null,
      apiCode: null,
    });
  });

  it('sends the request in the visitor’s name, so the API’s per-address limit counts them', async () => {
    const site = new InMemorySite();
    for (let call = 0; call < 30; call++) await tryOn(site, 'pbk_guess');
    expect(site.requests.every((request) => request.forwardedFor === VISITOR.ip)).toBe(true);
    expect((await tryOn(site, 'pbk_guess')).message).toBe('Error: Too many requests');
    expect(site.deps.limiter.counts.get(`blog-api:${VISITOR.ip}`)).toBe(31);
  });
});
