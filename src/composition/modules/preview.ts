import type { RequestScope } from '../site-adapters.ts';

export function previewServices({ adapters, limiter }: RequestScope) {
  return { secret: adapters.previewSecret, limiter };
}
