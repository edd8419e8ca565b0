import { defineEntity, p } from '@mikro-orm/core';
import { API_KEY_PURPOSES } from '#domain/blog/api-key-purpose.ts';
import { timestamp } from '../columns.ts';
import { BlogPostRecord } from './blog-post.entity.ts';

/** Keys of the blog API: only a SHA-256 of the key is stored, and its first characters to recognise it. */
export const ApiKeyRecord = defineEntity({
  name: 'ApiKeyRecord',
  tableName: 'api_keys',
  checks: [{ name: 'api_keys_purpose_check', expression: `"purpose" in ('blog', 'test-users')` }],
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    keyPrefix: p.string().length(20),
    keyHash: p.string().length(64).unique('api_keys_key_hash_unique'),
    createdAt: timestamp().defaultRaw('now()'),
    lastUsedAt: timestamp().nullable(),
    revokedAt: timestamp().nullable(),
    /** What the key may do: post to the blog API, or create and remove test users. */
    purpose: p.enum(API_KEY_PURPOSES).columnType('varchar(20)').default('blog'),
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
