import { describe, expect, it } from 'vitest';
import { axeViolations } from '../fixtures/axe.ts';
import { OWNER, open, startE2eSite } from '../fixtures/harness/e2e-site.ts';

const site = startE2eSite({ shared: true });

describe('accessibility (axe-core)', () => {
  // A post whose views no other file counts (post.spec.ts counts hello-world's on this shared site).
  it.each(['/', '/blog', '/blog/the-truth-blog-finding-the-universal-thread', '/login', '/no-such-page'])(
    'finds nothing to fix on %s',
    async (path) => {
      const page = await site.newPage();
      await open(page, `${site.url}${path}`);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it.each(['/admin/blog', '/admin/blog?new=1', '/account'])(
    'finds nothing to fix on %s for the owner',
    async (path) => {
      const page = await site.newPage({ as: OWNER });
      await open(page, `${site.url}${path}`);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
