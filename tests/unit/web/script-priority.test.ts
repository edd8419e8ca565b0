import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from '#web/server/script-priority.ts';

describe('a page’s scripts behind its own resources', () => {
  it('fetches the entry script and every module preload at low priority', () => {
    const html =
      '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>' +
      '<script src="/assets/entries/entry.A.js" type="module" async></script>' +
      '<link rel="modulepreload" href="/assets/chunks/a.js" as="script" type="text/javascript">' +
      '<link rel="modulepreload" href="/assets/chunks/b.js" as="script" type="text/javascript">';
    expect(lowerScriptPriority(html)).toBe(
      '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>' +
        '<script src="/assets/entries/entry.A.js" type="module" async fetchpriority="low"></script>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/a.js" as="script" type="text/javascript">' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/b.js" as="script" type="text/javascript">',
    );
  });
});
