import { describe, expect, it } from 'vitest';
import { previewPost } from '#application/blog/preview-post.ts';
import { FakeMarkdownRenderer } from '#fixtures/fakes/in-memory-blog.ts';

describe('previewPost', () => {
  it('renders the words as the post page will, with the reading time', async () => {
    const markdown = new FakeMarkdownRenderer();
    const content = `## Title\n\n${'word '.repeat(401)}`;
    expect(await previewPost({ markdown }, content)).toEqual({
      html: await markdown.toHtml(content),
      readingMinutes: 3,
    });
  });

  it('drops raw HTML written in the post', async () => {
    const { html } = await previewPost(
      { markdown: new FakeMarkdownRenderer() },
      'Hi <script>alert(1)</script>',
    );
    expect(html).not.toContain('<script>');
  });

  it('counts at least one minute for an empty post', async () => {
    expect((await previewPost({ markdown: new FakeMarkdownRenderer() }, '')).readingMinutes).toBe(1);
  });
});
