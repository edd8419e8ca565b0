import { Counter, type Registry } from 'prom-client';

export interface PageCacheMetrics {
  hit(): void;
  miss(): void;
}

/** Anonymous pages served from memory, and cacheable pages that had to be rendered. */
export function createPageCacheMetrics(registry: Registry): PageCacheMetrics {
  const hits = new Counter({
    name: 'page_cache_hits_total',
    help: 'Anonymous page requests answered from the in-memory page cache (304 revalidations included)',
    registers: [registry],
  });
  const misses = new Counter({
    name: 'page_cache_misses_total',
    help: 'Cacheable pages rendered because the page cache did not hold them (kept from their second request on)',
    registers: [registry],
  });
  return { hit: () => hits.inc(), miss: () => misses.inc() };
}
