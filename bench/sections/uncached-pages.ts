import { measure } from '../load.ts';
import type { BenchSite } from '../site.ts';

const PATHS = ['/blog', '/blog/hello-world', '/', '/trpc/blog.list?input=%7B%7D'];

/** What the page cache hides: the queries and the rendering behind each page, on every request. */
export async function uncachedPagesSection(site: BenchSite, database: string) {
  const rows = [];
  const baseline = await measure(`${site.url}/healthz`);
  for (const pagePath of PATHS) {
    const result = await measure(`${site.url}${pagePath}`);
    rows.push({
      'rendered every request': pagePath,
      'req/s': result.rps,
      'vs /healthz': `${Math.round((result.rps / baseline.rps) * 100)}%`,
      'p99 ms': result.p99,
      errors: result.errors,
    });
  }
  console.log(
    `\nPages rendered on every request (page cache off, ${database}; /healthz ${baseline.rps} req/s, same run)`,
  );
  console.table(rows);
}
