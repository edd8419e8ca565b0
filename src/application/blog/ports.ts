// Over 300 lines: the blog module's one ports file (readers' posts, the editor and scheduling, files, the
// API and its keys), in four marked sections; see docs/decisions/0002-one-ports-file-per-module.md.
import type { ApiKeyPurpose } from '#domain/blog/api-key-purpose.ts';
import type { PostSort } from '#domain/blog/post.ts';
import type { PostStatus, PublicationState } from '#domain/blog/publishing.ts';
import type { PostLanguage, PostTranslations } from '#domain/blog/translations.ts';

// ---- Posts for readers ----
/**
 * A post as the read side needs it, in the reader's language (`textFor`: the translation, else the
 * original); `language` is the language of the text given. `content` only where a page shows it.
 */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  language: PostLanguage;
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
  viewCount: number;
  likeCount: number;
  tags: string[];
}

export interface Post extends PostSummary {
  content: string;
}

export interface PostFilter {
  /** The reader's language: the text given, and the search also covers its translations. */
  language: PostLanguage;
  includeDrafts: boolean;
  search: string | undefined;
  tag: string | undefined;
  sort: PostSort;
  offset: number;
  limit: number;
}

export interface NewPost {
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  authorId: string | null;
  tags: string[];
  /** The language the post is written in; absent, English. */
  language?: PostLanguage;
  translations?: PostTranslations;
}

/** Reads (and, for seeding, writes) blog posts with their tags. */
export interface PostRepository {
  /**
   * One page of the posts the filter keeps, their total, and the list's tag menu: every distinct tag
   * of the posts in scope (drafts' only with `includeDrafts`), sorted. Read together, as one list
   * page needs them.
   */
  list(filter: PostFilter): Promise<{ posts: PostSummary[]; total: number; tags: string[] }>;
  counts(): Promise<{ published: number; drafts: number }>;
  findBySlug(slug: string, language: PostLanguage): Promise<Post | null>;
  /** Whether the post exists and is published (engagement only counts published posts). */
  isPublished(postId: string): Promise<boolean>;
  /** The published posts just older and just newer than the given instant (created_at order). */
  neighbours(
    post: { id: string; createdAt: Date },
    language: PostLanguage,
  ): Promise<{ older: PostSummary | null; newer: PostSummary | null }>;
  /** Published posts sharing at least one of the tags, for ranking. */
  sharingTags(tags: string[], excludeId: string, language: PostLanguage): Promise<PostSummary[]>;
  recentPublished(limit: number, language: PostLanguage): Promise<PostSummary[]>;
  /** Latest published posts with content, for feeds. */
  latestPublished(limit: number, language: PostLanguage): Promise<Post[]>;
  allPublishedSlugs(): Promise<{ slug: string; updatedAt: Date }[]>;
  countAll(): Promise<number>;
  /** Inserts posts with their tags in one transaction. */
  insertMany(posts: NewPost[]): Promise<void>;
}

/** Markdown to safe HTML, and to plain text for descriptions. */
export interface MarkdownRenderer {
  /**
   * The post's HTML. With `baseUrl` (the post's own address), its links and images are absolute: a
   * feed reader shows the HTML away from the site.
   */
  toHtml(markdown: string, options?: { baseUrl?: string }): Promise<string>;
  toPlainText(markdown: string): Promise<string>;
}

// ---- The owner's editor and scheduled publication ----
/** What the editor writes of a post: its text, its media, its tags and when it is published. */
interface PostFields extends PublicationState {
  title: string;
  content: string;
  excerpt: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  videoThumbnailUrl: string | null;
  isVlog: boolean;
  tags: string[];
}

/** A post as the editor loads it. */
export interface EditablePost extends PostFields {
  id: string;
  slug: string;
  firstPublishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The language the post is written in, and its translations into the others. */
  language: PostLanguage;
  translations: PostTranslations;
}

/** What a save writes (the slug only when it changes). */
export interface PostWrite extends PostFields {
  /** Every translation the post keeps: the ones left out are removed. */
  translations: PostTranslations;
}

/** One row of the admin list. */
export interface AdminPostRow {
  id: string;
  slug: string;
  title: string;
  status: PostStatus;
  publishedAt: Date | null;
  scheduledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  imageUrl: string | null;
  videoThumbnailUrl: string | null;
  tags: string[];
  viewCount: number;
  likeCount: number;
}

/** Another post took the slug between our check and our write. */
export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
}

/**
 * The editor's writes. Each method is one transaction: a post, its tags and its translations land
 * together or not at all.
 */
export interface PostEditorRepository {
  findById(id: string): Promise<EditablePost | null>;
  /**
   * The ids of the uploaded images and videos (`/storage/blog-images/{id}.…`) that any post names: as
   * its picture, video or thumbnail, or in its text or a translation's.
   */
  mediaInUse(): Promise<Set<string>>;
  listForAdmin(limit: number): Promise<AdminPostRow[]>;
  /** Slugs equal to the base or the base with a numeric suffix. */
  slugsLike(base: string): Promise<Set<string>>;
  /** Throws `SlugTakenError` when the slug is taken after all. */
  create(post: PostWrite & { slug: string; authorId: string | null; now: Date }): Promise<{ id: string }>;
  /** Returns false when the post is gone; throws `SlugTakenError` when a new slug is taken. */
  update(id: string, post: PostWrite & { slug: string | null; now: Date }): Promise<boolean>;
  /** Removes the post with its tags, views and likes; returns it, or null when there was none. */
  delete(id: string): Promise<EditablePost | null>;
  /** Every distinct tag, drafts included, sorted. */
  allTags(): Promise<string[]>;
  /**
   * Locks the post, lets `decide` look at its publication state and writes the state it returns
   * (null: leave it). Returns whether something was written.
   */
  changePublication(
    id: string,
    decide: (state: PublicationState) => PublicationState | null,
  ): Promise<boolean>;
  /** Posts waiting for their scheduled time. */
  scheduled(): Promise<{ id: string; scheduledAt: Date }[]>;
  /** The newest `limit` posts with neither an image nor a video thumbnail (each gets a drawn cover). */
  withoutPicture(limit: number): Promise<{ id: string }[]>;
  /** Makes `imageUrl` the post's image if it still has none; false when it has one by now, or is gone. */
  attachCover(id: string, imageUrl: string): Promise<boolean>;
}

/** Tells every web process that published content changed, so cached pages are dropped. */
export interface ContentEvents {
  postsChanged(): Promise<void>;
}

// ---- Uploaded and generated files ----
/** A file received from a browser, waiting in the incoming area until it is checked and stored. */
export interface IncomingFile {
  key: string;
  bytes: number;
  /** The first bytes, enough to tell the file's real type. */
  head: Uint8Array;
}

export type ReceiveResult = { status: 'received'; file: IncomingFile } | { status: 'too_large' };

/**
 * The store has no room left for a file (a full disk): nothing of it was kept. Its message is what a
 * failed job reports, so a request waiting on the job knows this was the cause.
 */
export class StorageFullError extends Error {
  static readonly MESSAGE = 'No room left to store the file';
  constructor() {
    super(StorageFullError.MESSAGE);
    this.name = 'StorageFullError';
  }
}

/**
 * Files on disk or in an S3 bucket, addressed by bucket and key, served under /storage. A write that
 * finds no room throws `StorageFullError` and leaves no part of the file behind.
 */
export interface FileStorage {
  /** Streams into the incoming area, stopping as soon as more than `maxBytes` arrive (nothing kept then). */
  receive(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<ReceiveResult>;
  readIncoming(key: string): Promise<Buffer>;
  /** Moves a received file into a bucket; returns its public URL. */
  adopt(incomingKey: string, bucket: string, key: string): Promise<string>;
  discardIncoming(key: string): Promise<void>;
  /** Writes a file; returns its public URL. */
  put(bucket: string, key: string, data: Uint8Array): Promise<string>;
  /** Removes a file; a missing one is not an error. */
  delete(bucket: string, key: string): Promise<void>;
  /** The files of a bucket, with when each was written. */
  list(bucket: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

/** A stored file opened for reading: its bytes (all, or the range asked for) and what describes them. */
export interface OpenedFile {
  /** Must be read to the end or destroyed. */
  body: AsyncIterable<Uint8Array> & { destroy(): void };
  /** The bytes in `body`. */
  bytes: number;
  /** The whole file's size. */
  totalBytes: number;
  /** The first and last byte sent (inclusive) when a range was asked for. */
  range: { start: number; end: number } | null;
  contentType: string;
  /** Changes whenever the bytes change (an HTTP entity tag, quoted). */
  etag: string;
  lastModified: Date;
}

export type OpenResult =
  | { status: 'found'; file: OpenedFile }
  | { status: 'missing' }
  | { status: 'range_not_satisfiable'; totalBytes: number };

/** Reads stored files back (serving them from a bucket, ffmpeg's copy of a video, an image's size). */
export interface StoredFileReader {
  /**
   * Opens `bucket/key`, or only its bytes from `start` to `end` (inclusive; to the end when absent),
   * or its last `suffix` bytes. Throws on a key no bucket may hold.
   */
  open(
    bucket: string,
    key: string,
    range?: { start: number; end?: number } | { suffix: number },
  ): Promise<OpenResult>;
}

export interface DetectedType {
  mime: string;
  ext: string;
}

/** Tells a file's type from its bytes, never from its name or the browser's word. */
export interface ContentSniffer {
  detect(head: Uint8Array): Promise<DetectedType | null>;
}

/** Stills from the site's stored videos (ffmpeg, where it is installed). */
export interface VideoFrames {
  /** A representative frame from near the start of the video at this storage URL, as an image. */
  frameOf(videoUrl: string): Promise<Buffer>;
}

// ---- The blog API and its keys ----
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  /** What the key opens: `/api/blog` only, or `/api/test-user` only. */
  purpose: ApiKeyPurpose;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface ApiCall {
  id: string;
  keyName: string | null;
  ip: string;
  status: number;
  outcome: string;
  postId: string | null;
  createdAt: Date;
}

export interface ApiKeyRepository {
  create(key: { name: string; prefix: string; hash: string; purpose: ApiKeyPurpose }): Promise<ApiKey>;
  /** The keys made for one purpose, revoked ones too: active first, then the newest. */
  list(purpose: ApiKeyPurpose): Promise<ApiKey[]>;
  /**
   * Revokes an active key; a revoked one keeps its first revocation (`revokedNow` false). Null when
   * there is no such key for this purpose.
   */
  revoke(id: string, at: Date, purpose: ApiKeyPurpose): Promise<{ name: string; revokedNow: boolean } | null>;
  /** Removes a key and the calls logged with it (the system check's temporary key leaves nothing behind). */
  delete(id: string): Promise<void>;
  /** The key with this hash made for this purpose, unless revoked; marks it used. */
  activeKeyFor(hash: string, at: Date, purpose: ApiKeyPurpose): Promise<ApiKey | null>;
  logCall(call: {
    apiKeyId: string | null;
    ip: string;
    status: number;
    outcome: string;
    postId: string | null;
  }): Promise<void>;
  recentCalls(limit: number): Promise<ApiCall[]>;
}

/** Makes new keys and their one-way hashes; the key itself is shown once and never stored. */
export interface ApiKeyCodec {
  /** A new key, starting with its purpose's prefix. */
  generate(purpose: ApiKeyPurpose): { key: string; prefix: string; hash: string };
  hash(key: string): string;
}
