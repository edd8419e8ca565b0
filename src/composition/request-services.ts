import { getAccount, updateProfile } from '#application/accounts/account-queries.ts';
import { findViewer } from '#application/accounts/find-viewer.ts';
import type { PasswordHasher } from '#application/accounts/ports.ts';
import { signIn } from '#application/accounts/sign-in.ts';
import { signUp } from '#application/accounts/sign-up.ts';
import type { AppServices } from '#application/app-services.ts';
import { createApiKey, createPostFromApi, listApiKeys, revokeApiKey } from '#application/blog/api-keys.ts';
import { imageJobStatus, requestCover } from '#application/blog/cover-images.ts';
import type { ContentEvents } from '#application/blog/editor-ports.ts';
import { feedPosts, sitemapPosts } from '#application/blog/feed-queries.ts';
import { listPosts, recentPosts } from '#application/blog/list-posts.ts';
import {
  deletePost,
  editorTags,
  listPostsForAdmin,
  loadPostForEditing,
  previewPost,
  savePost,
} from '#application/blog/manage-posts.ts';
import type { FileStorage } from '#application/blog/media-ports.ts';
import type { MarkdownRenderer } from '#application/blog/ports.ts';
import { getPostPage } from '#application/blog/post-page.ts';
import { uploadImage, uploadVideo } from '#application/blog/upload-media.ts';
import {
  type ContactNotificationDeps,
  sendContactMessage,
} from '#application/contact/send-contact-message.ts';
import { likeState, recordView, toggleLike } from '#application/engagement/engage-with-post.ts';
import type { JobQueue } from '#application/jobs/ports.ts';
import {
  confirmSubscription,
  unsubscribe,
  unsubscribePreview,
} from '#application/newsletter/confirm-and-unsubscribe.ts';
import type { NewsletterTokens } from '#application/newsletter/ports.ts';
import { subscribe } from '#application/newsletter/subscribe.ts';
import type { PreviewSecret } from '#application/preview/ports.ts';
import { unlockPreview } from '#application/preview/unlock-preview.ts';
import type { Clock } from '#application/shared/ports.ts';
import { checkReadiness } from '#application/system/check-readiness.ts';
import { getSiteStatus } from '#application/system/get-site-status.ts';
import { sha256ApiKeyCodec } from '#infrastructure/auth/api-key-codec.ts';
import type { Config } from '#infrastructure/config.ts';
import type { Logger } from '#infrastructure/logger.ts';
import { OrmTokenBalanceRepository } from '#infrastructure/orm/accounts/token-balance.repository.ts';
import { OrmUserRepository } from '#infrastructure/orm/accounts/user.repository.ts';
import { OrmApiKeyRepository } from '#infrastructure/orm/blog/api-key.repository.ts';
import { OrmPostRepository } from '#infrastructure/orm/blog/post.repository.ts';
import { OrmPostEditorRepository } from '#infrastructure/orm/blog/post-editor.repository.ts';
import { OrmContactMessageRepository } from '#infrastructure/orm/contact/contact-message.repository.ts';
import type { Database } from '#infrastructure/orm/database.ts';
import { OrmEngagementRepository } from '#infrastructure/orm/engagement/engagement.repository.ts';
import { OrmSubscriberRepository } from '#infrastructure/orm/newsletter/subscriber.repository.ts';
import { DatabaseRateLimiter } from '#infrastructure/orm/system/rate-limiter.ts';
import { fileTypeSniffer } from '#infrastructure/storage/file-type-sniffer.ts';

/** What lives as long as the process: shared by every request's services. */
export interface SiteAdapters {
  config: Config;
  logger: Logger;
  database: Database;
  queue: JobQueue;
  storage: FileStorage;
  events: ContentEvents;
  clock: Clock;
  markdown: MarkdownRenderer;
  newsletterTokens: NewsletterTokens;
  previewSecret: PreviewSecret;
  hasher: PasswordHasher;
  /** Checked against when the e-mail is unknown, so a failed sign-in takes as long either way. */
  decoyHash: string;
  contactNotifications: Omit<ContactNotificationDeps, 'messages'>;
  /** ffmpeg is installed: uploaded videos get a thumbnail pulled from them. */
  thumbnailsFromVideo: boolean;
}

/**
 * The use cases of one request, on one unit of work (an EntityManager fork): nothing loaded by one
 * request is ever seen by another.
 */
export function createRequestServices(adapters: SiteAdapters): () => AppServices {
  const { config, logger, database, queue, storage, events, clock } = adapters;
  const { markdown, newsletterTokens, previewSecret, hasher, decoyHash, contactNotifications } = adapters;
  return () => {
    const em = database.fork();
    const users = new OrmUserRepository(em);
    const tokens = new OrmTokenBalanceRepository(em);
    const limiter = new DatabaseRateLimiter(em);
    const posts = new OrmPostRepository(em);
    const engagement = { posts, engagement: new OrmEngagementRepository(em), limiter };
    const editor = new OrmPostEditorRepository(em);
    const manage = {
      editor,
      queue,
      storage,
      events,
      clock,
      warn: (context: object, message: string) => logger.warn(context, message),
    };
    const apiKeys = { apiKeys: new OrmApiKeyRepository(em), codec: sha256ApiKeyCodec, clock };
    const uploads = {
      storage,
      sniffer: fileTypeSniffer,
      queue,
      thumbnailsFromVideo: adapters.thumbnailsFromVideo,
    };
    const newsletter = {
      subscribers: new OrmSubscriberRepository(em),
      tokens: newsletterTokens,
      queue,
      limiter,
      clock,
      baseUrl: config.baseUrl,
    };
    const contact = { ...contactNotifications, messages: new OrmContactMessageRepository(em), limiter };
    const requestProbes = { database: () => database.ping(em), queue: () => queue.ping() };
    return {
      system: {
        checkReadiness: () => checkReadiness(requestProbes),
        getSiteStatus: () => getSiteStatus({ clock, probes: requestProbes }),
      },
      accounts: {
        signIn: (input, clientIp) => signIn({ users, hasher, limiter, decoyHash }, input, clientIp),
        signUp: (input) => signUp({ users, hasher }, input),
        viewer: (userId) => findViewer({ users }, userId),
        getAccount: (userId) => getAccount({ users, tokens }, userId),
        updateProfile: (userId, input) => updateProfile({ users, tokens }, userId, input),
      },
      blog: {
        list: (viewer, query) => listPosts({ posts }, viewer?.role ?? null, query),
        recent: () => recentPosts({ posts }),
        postPage: (viewer, slug) => getPostPage({ posts, markdown }, viewer?.role ?? null, slug),
        feed: () => feedPosts({ posts, markdown }),
        sitemap: () => sitemapPosts({ posts }),
      },
      blogAdmin: {
        list: () => listPostsForAdmin(manage),
        load: (id) => loadPostForEditing(manage, id),
        tags: () => editorTags(manage),
        preview: (content) => previewPost({ markdown }, content),
        save: (authorId, command) => savePost(manage, authorId, command),
        delete: (id) => deletePost(manage, id),
        requestCover: (input) => requestCover(queue, input),
        imageJob: (name, jobId) => imageJobStatus(queue, name, jobId),
        uploadImage: (source, purpose) => uploadImage(uploads, source, purpose),
        uploadVideo: (source, declaredType) => uploadVideo(uploads, source, declaredType),
        apiKeys: () => listApiKeys(apiKeys),
        createApiKey: (name) => createApiKey(apiKeys, name),
        revokeApiKey: (id) => revokeApiKey(apiKeys, id),
        createFromApi: (request) => createPostFromApi({ ...apiKeys, posts: manage, limiter }, request),
      },
      engagement: {
        recordView: (request, input) => recordView(engagement, request, input),
        toggleLike: (request, postId) => toggleLike(engagement, request, postId),
        likeState: (request, postId) => likeState(engagement, request, postId),
      },
      newsletter: {
        subscribe: (input, clientIp) => subscribe(newsletter, input, clientIp),
        confirm: (token) => confirmSubscription(newsletter, token),
        unsubscribePreview: (token) => unsubscribePreview(newsletter, token),
        unsubscribe: (token) => unsubscribe(newsletter, token),
      },
      preview: {
        unlock: (input, clientIp) => unlockPreview({ secret: previewSecret, limiter }, input, clientIp),
      },
      contact: {
        send: (input, sender) => sendContactMessage(contact, input, sender),
      },
    };
  };
}
