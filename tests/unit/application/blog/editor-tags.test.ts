import { describe, expect, it } from 'vitest';
import { editorTags } from '#application/blog/editor-tags.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

describe('editorTags', () => {
  it("offers every tag in use, drafts' included, once each and sorted", async () => {
    const deps = inMemoryBlogDeps();
    deps.blog.add({ slug: 'a', tags: ['zeta', 'ai'] });
    deps.blog.add({ slug: 'b', published: false, tags: ['wip', 'ai'] });
    expect(await editorTags(deps)).toEqual(['ai', 'wip', 'zeta']);
  });

  it('offers nothing on an empty blog', async () => {
    expect(await editorTags(inMemoryBlogDeps())).toEqual([]);
  });
});
