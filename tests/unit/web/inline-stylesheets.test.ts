import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStylesheetInliner, inlinedStylesheetHashes } from '#web/server/inline-stylesheets.ts';

describe('inlining a built page’s stylesheets', () => {
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'inline-css-'));
    await mkdir(path.join(clientDir, 'assets/static'), { recursive: true });
    await writeFile(path.join(clientDir, 'assets/static/site.A1.css'), 'body{color:red}');
    await writeFile(path.join(clientDir, 'assets/static/odd.B2.css'), 'a::after{content:"</style>"}');
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  const link = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`;

  it('replaces each stylesheet link with its rules, and a disabled link the client loader recognises', () => {
    const inline = createStylesheetInliner(clientDir);
    const html = `<head>${link('/assets/static/site.A1.css')}<title>x</title></head>`;
    expect(inline(html)).toBe(
      '<head><style data-href="/assets/static/site.A1.css">body{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/static/site.A1.css" disabled><title>x</title></head>',
    );
  });

  it('keeps the link of a stylesheet whose text would close the style element early', () => {
    const inline = createStylesheetInliner(clientDir);
    const html = link('/assets/static/odd.B2.css');
    expect(inline(html)).toBe(html);
  });

  it('leaves other links and pages without stylesheets alone', () => {
    const inline = createStylesheetInliner(clientDir);
    const html = '<link rel="icon" href="/favicon.svg" /><p>{"json":true}</p>';
    expect(inline(html)).toBe(html);
  });

  it('lists the hash of every stylesheet it may inline, for the Content-Security-Policy', () => {
    const hash = `'sha256-${createHash('sha256').update('body{color:red}').digest('base64')}'`;
    expect(inlinedStylesheetHashes(clientDir)).toEqual([hash]);
  });
});
