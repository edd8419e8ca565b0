import { z } from 'zod';
import { IMAGE_ACTIONS, MAX_TAG_LENGTH, MAX_TAGS, MEDIA_TYPES, normalizeTags } from '#domain/blog/editor.ts';
import type { PostStatus } from '#domain/blog/publishing.ts';
import type { PostLanguage, PostTranslations } from '#domain/blog/translations.ts';
import type { ApiCall } from './ports.ts';

/** Addresses a post may point its media at: the site's own paths or http(s) (never `javascript:`). */
const mediaUrl = z
  .string()
  .trim()
  .max(1000)
  .refine(
    (url) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(url),
    'Use a link starting with https:// or an uploaded file',
  )
  .nullable()
  .default(null)
  .transform((url) => url || null);

/** An excerpt is optional: blank is none. */
const excerptSchema = z
  .string()
  .trim()
  .max(1000, 'Excerpt must be at most 1,000 characters')
  .nullish()
  .transform((text) => text || null);

export const postFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300, 'Title must be at most 300 characters'),
  content: z
    .string()
    .max(200_000, 'Content must be at most 200,000 characters')
    .refine((text) => text.trim().length > 0, 'Content is required'),
  excerpt: excerptSchema,
  tags: z
    .array(z.string().max(MAX_TAG_LENGTH, `Tags must be at most ${MAX_TAG_LENGTH} characters`))
    .max(100)
    .default([])
    .transform(normalizeTags)
    .refine((tags) => tags.length <= MAX_TAGS, `At most ${MAX_TAGS} tags`),
});

/**
 * One language's title, excerpt and content. Left all empty it is no translation (the save drops it,
 * `keptTranslations`); started, it needs its title and content like the post itself.
 */
const translationSchema = z
  .object({
    title: z.string().trim().max(300, 'Title must be at most 300 characters').default(''),
    excerpt: excerptSchema,
    content: z.string().max(200_000, 'Content must be at most 200,000 characters').default(''),
  })
  .superRefine((text, context) => {
    const started = text.title !== '' || text.excerpt !== null || text.content.trim() !== '';
    if (started && !text.title)
      context.addIssue({ code: 'custom', message: 'Title is required', path: ['title'] });
    if (started && !text.content.trim())
      context.addIssue({ code: 'custom', message: 'Content is required', path: ['content'] });
  });

/** A post's translations by language (`{ fr: { title, excerpt, content }, ... }`). */
export const translationsSchema = z
  .object({
    en: translationSchema.optional(),
    fr: translationSchema.optional(),
    it: translationSchema.optional(),
    es: translationSchema.optional(),
    de: translationSchema.optional(),
    pt: translationSchema.optional(),
  } satisfies Record<PostLanguage, unknown>)
  .default({});

export const PUBLISH_ACTIONS = ['draft', 'publish', 'schedule'] as const;

export const savePostSchema = postFieldsSchema
  .extend({
    id: z.uuid().optional(),
    mediaType: z.enum(MEDIA_TYPES).default('image'),
    imageAction: z.enum(IMAGE_ACTIONS).default('keep'),
    imageUrl: mediaUrl,
    videoUrl: mediaUrl,
    videoThumbnailUrl: mediaUrl,
    action: z.enum(PUBLISH_ACTIONS),
    /** ISO instant; required to schedule. */
    scheduledAt: z.iso.datetime({ offset: true }).optional(),
    translations: translationsSchema,
  })
  .refine((input) => input.action !== 'schedule' || input.scheduledAt, {
    message: 'Choose when to publish the post',
    path: ['scheduledAt'],
  })
  .refine((input) => input.mediaType !== 'video' || input.videoUrl, {
    message: 'Upload a video first, or switch to an image',
    path: ['videoUrl'],
  });
export type SavePostInput = z.input<typeof savePostSchema>;
export type SavePostCommand = z.output<typeof savePostSchema>;

export const postIdSchema = z.object({ id: z.uuid() });

/** The editor's preview: the words as the post page will render them. */
export const previewPostSchema = z.object({ content: z.string().max(200_000) });

export const generateCoverSchema = z.object({
  title: z.string().trim().min(1, 'Please add a title first to generate an image').max(300),
  content: z.string().max(200_000).default(''),
});

export const imageJobSchema = z.object({ jobId: z.string().min(1).max(100) });

/** The body of POST /api/blog. */
export const apiPostSchema = postFieldsSchema.extend({
  /** Publish at once; by default an API post waits as a draft for the owner. */
  publish: z.boolean().default(false),
  /** Optional translations: `{ fr: { title, excerpt?, content }, ... }`. */
  translations: translationsSchema,
});
export type ApiPostInput = z.output<typeof apiPostSchema>;

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
});
export const apiKeyIdSchema = z.object({ id: z.uuid() });

export interface EditorPostDto {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  tags: string[];
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  status: PostStatus;
  publishedAt: string | null;
  scheduledAt: string | null;
  createdAt: string;
  updatedAt: string;
  mediaType: (typeof MEDIA_TYPES)[number];
  imageAction: (typeof IMAGE_ACTIONS)[number];
  /** The language the post is written in; the editor's other languages edit its translations. */
  language: PostLanguage;
  translations: PostTranslations;
}

export interface AdminPostDto {
  id: string;
  slug: string;
  title: string;
  status: PostStatus;
  publishedAt: string | null;
  scheduledAt: string | null;
  createdAt: string;
  updatedAt: string;
  imageUrl: string | null;
  tags: string[];
  viewCount: number;
  likeCount: number;
}

export interface SavePostResultDto {
  id: string;
  slug: string;
  status: PostStatus;
  /** Whether this save was the post's creation. */
  created: boolean;
  imageUrl: string | null;
  /** What happened to a cover the save asked for. */
  cover: 'generated' | 'failed' | 'none';
}

export interface ImageJobDto {
  state: 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'unknown';
  progress: number;
  url: string | null;
  error: string | null;
}

export interface ApiKeyDto {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A logged API call as the admin's panel receives it: the repository's, its time an ISO string. */
export interface ApiCallDto extends Omit<ApiCall, 'createdAt'> {
  createdAt: string;
}
