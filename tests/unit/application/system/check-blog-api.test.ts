import { describe, expect, it } from 'vitest';
import { BLOG_API_TEST_POST } from '#application/system/blog-api-request.ts';
import { checkBlogApi, TEMPORARY_KEY_NAME } from '#application/system/checks/blog-api.ts';
import { InMemorySite } from '#fixtures/fakes/in-memory-site.ts';

function checkOn(site: InMemorySite) {
  return checkBlogApi({ blog: site.deps, siteRequests: site });
}

describe('the blog API check', () => {
  it('passes with "API request successful!" and leaves no draft, cover, key or logged call behind', async () => {
    const site = new InMemorySite();
    const kept = site.deps.blog.add({ slug: 'kept' });
    expect(await checkOn(site)).toEqual({ outcome: 'pass', message: 'API request successful!' });
    expect(site.deps.blog.posts).toEqual([kept]);
    expect([...site.deps.storage.files.keys()]).toEqual([]);
    expect(site.deps.apiKeys.keys).toEqual([]);
    expect(site.deps.apiKeys.calls).toEqual([]);
  });

  it('posts the spec’s test payload (title, content, excerpt, tags) with a temporary key in x-api-key', async () => {
    const site = new InMemorySite();
    let keyDuringCall: string | undefined;
    const post = site.postJson.bind(site);
    site.postJson = async (path, body, headers, options) => {
      keyDuringCall = site.deps.apiKeys.keys[0]?.name;
      expect(body).toEqual(BLOG_API_TEST_POST);
      return post(path, body, headers, options);
    };
    await checkOn(site);
    expect(keyDuringCall).toBe(TEMPORARY_KEY_NAME);
    expect(site.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/blog',
        headers: { 'x-api-key': 'pbk_test-key-1' },
      }),
    ]);
  });

  it('fails with "Error: {message}" from the API’s error field, and still removes the key', async () => {
    const site = new InMemorySite();
    site.blogApiAnswer = { status: 400, body: { error: 'Title is required' } };
    expect(await checkOn(site)).toEqual({
      outcome: 'fail',
      message: 'Error: Title is required',
      details: 'POST /api/blog answered 400',
    });
    expect(site.deps.apiKeys.keys).toEqual([]);
  });

  it('reads the HTTP status when the API answers without an error field', async () => {
    const site = new InMemorySite();
    site.blogApiAnswer = { status: 502, body: '<html>Bad gateway</html>' };
    expect((await checkOn(site)).message).toBe('Error: HTTP 502');
  });

  it('fails with "Failed to connect to the blog API" when the API does not answer', async () => {
    const site = new InMemorySite();
    site.blogApiAnswer = { status: null, body: undefined };
    expect(await checkOn(site)).toMatchObject({
      outcome: 'fail',
      message: 'Failed to connect to the blog API',
    });
    expect(site.deps.apiKeys.keys).toEqual([]);
  });

  it('removes the temporary key even when the request throws', async () => {
    const site = new InMemorySite();
    site.postJson = () => Promise.reject(new Error('socket hang up'));
    await expect(checkOn(site)).rejects.toThrow('socket hang up');
    expect(site.deps.apiKeys.keys).toEqual([]);
  });

  it('fails when the draft it created cannot be deleted (it was published in between)', async () => {
    const site = new InMemorySite();
    const post = site.postJson.bind(site);
    site.postJson = async (...args) => {
      const answer = await post(...args);
      const created = site.deps.blog.posts.at(-1);
      if (created) created.published = true;
      return answer;
    };
    expect(await checkOn(site)).toMatchObject({
      outcome: 'fail',
      message: 'The test draft could not be deleted',
    });
    expect(site.deps.apiKeys.keys).toEqual([]);
  });
});
