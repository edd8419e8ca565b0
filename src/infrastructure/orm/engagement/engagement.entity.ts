import { defineEntity, p } from '@mikro-orm/core';
import { UserRecord } from '../accounts/user.entity.ts';
import { BlogPostRecord } from '../blog/blog-post.entity.ts';

const postReference = () =>
  p.manyToOne(BlogPostRecord).fieldName('post_id').deleteRule('cascade').updateRule('cascade');

/** One row per viewer per post: the unique pair is what makes a repeated view a no-op. */
export const PostViewRecord = defineEntity({
  name: 'PostViewRecord',
  tableName: 'post_views',
  uniques: [{ name: 'post_views_post_id_viewer_id_unique', properties: ['post', 'viewerId'] }],
  properties: {
    id: p.uuid().primary(),
    post: postReference(),
    viewerId: p.string().length(64),
    referrer: p.string().length(500).default('direct'),
    userAgent: p.string().length(500).default(''),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

/** A like by a user, or by an anonymous session when signed out; each pair may like a post once. */
export const PostLikeRecord = defineEntity({
  name: 'PostLikeRecord',
  tableName: 'post_likes',
  uniques: [
    { name: 'post_likes_post_id_user_id_unique', properties: ['post', 'user'] },
    { name: 'post_likes_post_id_session_id_unique', properties: ['post', 'sessionId'] },
  ],
  properties: {
    id: p.uuid().primary(),
    post: postReference(),
    user: p.manyToOne(UserRecord).fieldName('user_id').nullable().deleteRule('cascade').updateRule('cascade'),
    sessionId: p.string().length(64).nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
