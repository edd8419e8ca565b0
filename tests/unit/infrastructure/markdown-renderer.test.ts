import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UnifiedMarkdownRenderer } from '#infrastructure/markdown/markdown-renderer.ts';

const renderer = new UnifiedMarkdownRenderer();

describe('markdown rendering', () => {
  it('drops raw HTML, scripts and javascript: links (allow-list)', async () => {
    const html = await renderer.toHtml(
      'Hi <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1)) <iframe src="https://evil"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/);
    expect(html).toContain('<a>x</a>');
  });

  it('gives headings ids and anchors', async () => {
    const html = await renderer.toHtml('## What shipped this week');
    expect(html).toContain('<h2 id="what-shipped-this-week">');
    expect(html).toContain('href="#what-shipped-this-week"');
  });

  it('highlights fenced code by its language', async () => {
    const html = await renderer.toHtml('```ts\nconst answer: number = 42;\n```');
    expect(html).toContain('class="hljs language-ts"');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
  });

  it("makes links and images absolute against the post's address, for feed readers (issue 43)", async () => {
    const base = 'https://site.example/blog/a-post?lang=fr';
    const markdown =
      '## Where\n\n[contact](/contact) [up](#where) [out](https://example.org/x) ![plate](/storage/p.webp)';
    const html = await renderer.toHtml(markdown, { baseUrl: base });
    expect(html).toContain('href="https://site.example/contact"');
    expect(html).toContain('href="https://site.example/blog/a-post?lang=fr#where"');
    expect(html).toContain('href="https://example.org/x"');
    expect(html).toContain('src="https://site.example/storage/p.webp"');
    // The page itself keeps its own addresses.
    expect(await renderer.toHtml(markdown)).toContain('href="/contact"');
  });

  it('renders GitHub tables and makes external links safe', async () => {
    const html = await renderer.toHtml('| a | b |\n|---|---|\n| 1 | 2 |\n\n[site](https://example.org)');
    expect(html).toContain('<table>');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it("loads images lazily, with their width and height when the file is the site's own", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'md-'));
    // A 3x2 PNG: signature, IHDR with width 3 and height 2.
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000003000000020806000000b9eabe5e0000000049454e44ae426082',
      'hex',
    );
    await writeFile(path.join(folder, 'pic.png'), png);
    const local = new UnifiedMarkdownRenderer({
      localImageFile: (src) =>
        src.startsWith('/storage/') ? path.join(folder, path.basename(src)) : undefined,
    });
    const html = await local.toHtml('![A picture](/storage/pic.png) ![Elsewhere](https://example.org/a.png)');
    expect(html).toContain(
      '<img src="/storage/pic.png" alt="A picture" loading="lazy" decoding="async" width="3" height="2">',
    );
    expect(html).toContain(
      '<img src="https://example.org/a.png" alt="Elsewhere" loading="lazy" decoding="async">',
    );
    await rm(folder, { recursive: true, force: true });
  });

  it("reads the size of the site's images kept in a bucket from their first bytes", async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000003000000020806000000b9eabe5e0000000049454e44ae426082',
      'hex',
    );
    const asked: string[] = [];
    const bucketed = new UnifiedMarkdownRenderer({
      storedImageHead: (src) => {
        asked.push(src);
        return src === '/storage/blog-images/pic.png' ? Promise.resolve(png) : undefined;
      },
    });
    const html = await bucketed.toHtml(
      '![A](/storage/blog-images/pic.png) ![B](/storage/blog-images/gone.png)',
    );
    expect(html).toContain(
      '<img src="/storage/blog-images/pic.png" alt="A" loading="lazy" decoding="async" width="3" height="2">',
    );
    expect(html).toContain(
      '<img src="/storage/blog-images/gone.png" alt="B" loading="lazy" decoding="async">',
    );
    expect(asked).toEqual(['/storage/blog-images/pic.png', '/storage/blog-images/gone.png']);
  });

  it('turns markdown into plain text for descriptions', async () => {
    expect(await renderer.toPlainText('# Title\n\nSome **bold** and [a link](https://x.org).')).toBe(
      'Title Some bold and a link.',
    );
  });
});
