import { OrmPostRepository } from '#infrastructure/orm/blog/post.repository.ts';
import { OrmEngagementRepository } from '#infrastructure/orm/engagement/engagement.repository.ts';
import type { RequestScope } from '../site-adapters.ts';

export function engagementServices({ em, limiter }: RequestScope) {
  return {
    posts: new OrmPostRepository(em),
    engagement: new OrmEngagementRepository(em),
    limiter,
  };
}
