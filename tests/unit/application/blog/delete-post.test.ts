import { describe, expect, it } from 'vitest';
import { deletePost } from '#application/blog/delete-post.ts';
import { toggleLike } from '#application/engagement/toggle-like.ts';
import { STAFF_ACTOR } from '#fixtures/fakes/in-memory-audit.ts';
import { inMemoryBlogDeps } from '#fixtures/fakes/in-memory-blog.ts';

describe('deletePost', () => {
  it('deletes the post with its tags, views and likes, and drops cached pages', async () => {
    const deps = inMemoryBlogDeps();
    const post = deps.blog.add({ slug: 'bye', tags: ['a'] });
    const kept = deps.blog.add({ slug: 'stays', tags: ['b'] });
    await toggleLike(
      deps,
      { viewer: { kind: 'session', sessionId: 's-1' }, ip: '1.1.1.1', userAgent: '' },
      post.id,
    );
    await toggleLike(
      deps,
      { viewer: { kind: 'session', sessionId: 's-1' }, ip: '1.1.1.1', userAgent: '' },
      kept.id,
    );
    deps.blog.views.push({ postId: post.id, viewerId: 's-1', referrer: 'direct', userAgent: '' });
    await deletePost(deps, post.id, STAFF_ACTOR);
    expect(deps.blog.posts.map((row) => row.slug)).toEqual(['stays']);
    expect(deps.blog.likes.map((like) => like.postId)).toEqual([kept.id]);
    expect(deps.blog.views).toEqual([]);
    expect(await deps.editor.allTags()).toEqual(['b']);
    expect(deps.events.changes).toBe(1);
  });

  it('removes its uploaded video file', async () => {
    const deps = inMemoryBlogDeps();
    await deps.storage.put('blog-videos', 'clip.mp4', new Uint8Array([1]));
    await deps.storage.put('blog-videos', 'other.mp4', new Uint8Array([2]));
    const post = deps.blog.add({ slug: 'vlog', isVlog: true, videoUrl: '/storage/blog-videos/clip.mp4' });
    await deletePost(deps, post.id, STAFF_ACTOR);
    expect([...deps.storage.files.keys()]).toEqual(['blog-videos/other.mp4']);
  });

  it('leaves a linked video alone', async () => {
    const deps = inMemoryBlogDeps();
    const post = deps.blog.add({ slug: 'vlog', isVlog: true, videoUrl: 'https://videos.example/clip.mp4' });
    await deletePost(deps, post.id, STAFF_ACTOR);
    expect(deps.log.lines).toEqual([]);
  });

  it('deletes the post even when its video file cannot be removed, and notes the file', async () => {
    const deps = inMemoryBlogDeps();
    deps.storage.deleteFailure = 'EBUSY';
    const post = deps.blog.add({ slug: 'vlog', videoUrl: '/storage/blog-videos/clip.mp4' });
    await deletePost(deps, post.id, STAFF_ACTOR);
    expect(deps.blog.posts).toEqual([]);
    expect(deps.log.lines).toEqual([
      {
        context: expect.objectContaining({ url: '/storage/blog-videos/clip.mp4' }),
        message: 'old file could not be removed',
      },
    ]);
  });

  it('answers "Post Not Found" for a post that is not there, announcing nothing', async () => {
    const deps = inMemoryBlogDeps();
    await expect(deletePost(deps, 'missing', STAFF_ACTOR)).rejects.toMatchObject({
      message: 'Post Not Found',
    });
    expect(deps.events.changes).toBe(0);
  });
});
