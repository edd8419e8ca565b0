import { defineEntity, p } from '@mikro-orm/core';
import { BlogPostRecord } from './blog-post.entity.ts';

const timestamp = () => p.datetime().columnType('timestamptz');

/** Keys of the blog API: only a SHA-256 of the key is stored, and its first characters to recognise it. */
export const ApiKeyRecord = defineEntity({
  name: 'ApiKeyRecord',
  tableName: 'api_keys',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    keyPrefix: p.string().length(20),
    keyHash: p.string().length(64).unique('api_keys_key_hash_unique'),
    createdAt: timestamp().defaultRaw('now()'),
    lastUsedAt: timestamp().nullable(),
    revokedAt: timestamp().nullable(),
  },
});

/** One row per call of POST /api/blog, refused ones included. */
export const BlogApiCallRecord = defineEntity({
  name: 'BlogApiCallRecord',
  tableName: 'blog_api_calls',
  properties: {
    id: p.uuid().primary(),
    apiKey: p
      .manyToOne(ApiKeyRecord)
      .fieldName('api_key_id')
      .nullable()
      .deleteRule('set null')
      .updateRule('cascade'),
    ip: p.string().length(100),
    status: p.integer(),
    outcome: p.string().length(300),
    post: p
      .manyToOne(BlogPostRecord)
      .fieldName('post_id')
      .nullable()
      .deleteRule('set null')
      .updateRule('cascade'),
    createdAt: timestamp().defaultRaw('now()').index('blog_api_calls_created_at_index'),
  },
});

export type ApiKeyRecordEntity = InstanceType<typeof ApiKeyRecord.class>;
