import type { User } from '#domain/accounts/user.ts';
import type { Readiness } from '#domain/system/readiness.ts';
import type { AccountDto, SignInInput, SignUpInput, UpdateProfileInput, Viewer } from './accounts/schemas.ts';
import type { ApiCallRequest } from './blog/api-keys.ts';
import type {
  AdminPostDto,
  ApiCallDto,
  ApiKeyDto,
  EditorPostDto,
  ImageJobDto,
  SavePostCommand,
  SavePostResultDto,
} from './blog/editor-schemas.ts';
import type {
  FeedPostDto,
  ListPostsQuery,
  PostListDto,
  PostPageDto,
  RecentPostDto,
  SitemapPostDto,
} from './blog/schemas.ts';
import type { UploadedVideo } from './blog/upload-media.ts';
import type { ContactSender } from './contact/ports.ts';
import type { ContactMessageRequest, ContactResultDto } from './contact/schemas.ts';
import type { EngagementRequest } from './engagement/ports.ts';
import type { LikeStateDto, RecordViewInput, ViewRecordedDto } from './engagement/schemas.ts';
import type { StoredImage } from './jobs/ports.ts';
import type { SubscribeRequest, SubscribeResultDto, SubscriptionDto } from './newsletter/schemas.ts';
import type { PreviewUnlockedDto, UnlockPreviewInput } from './preview/schemas.ts';
import type { SiteStatus } from './system/get-site-status.ts';

/**
 * The use cases the web layer may call, already bound to their ports by the composition root.
 * One set is built per request, so every request works on its own EntityManager fork.
 */
export interface AppServices {
  system: {
    checkReadiness(): Promise<Readiness>;
    getSiteStatus(): Promise<SiteStatus>;
  };
  accounts: {
    signIn(input: SignInInput, clientIp: string): Promise<User>;
    signUp(input: SignUpInput): Promise<User>;
    /** The viewer behind a session's user id, or null when the account is gone. */
    viewer(userId: string): Promise<Viewer | null>;
    getAccount(userId: string): Promise<AccountDto>;
    updateProfile(userId: string, input: UpdateProfileInput): Promise<AccountDto>;
  };
  blog: {
    list(viewer: Viewer | null, query: ListPostsQuery): Promise<PostListDto>;
    recent(): Promise<RecentPostDto[]>;
    postPage(viewer: Viewer | null, slug: string): Promise<PostPageDto>;
    feed(): Promise<FeedPostDto[]>;
    sitemap(): Promise<SitemapPostDto[]>;
  };
  /** The owner's side of the blog (staff; API keys admin only). */
  blogAdmin: {
    list(): Promise<AdminPostDto[]>;
    load(id: string): Promise<EditorPostDto>;
    tags(): Promise<string[]>;
    preview(content: string): Promise<{ html: string; readingMinutes: number }>;
    save(authorId: string, command: SavePostCommand): Promise<SavePostResultDto>;
    delete(id: string): Promise<void>;
    requestCover(input: { title: string; content: string }): Promise<{ jobId: string }>;
    imageJob(name: 'generate-cover' | 'process-image', jobId: string): Promise<ImageJobDto>;
    uploadImage(source: AsyncIterable<Uint8Array>, purpose: 'image' | 'thumbnail'): Promise<StoredImage>;
    uploadVideo(source: AsyncIterable<Uint8Array>, declaredType: string | undefined): Promise<UploadedVideo>;
    apiKeys(): Promise<{ keys: ApiKeyDto[]; calls: ApiCallDto[] }>;
    createApiKey(name: string): Promise<ApiKeyDto & { key: string }>;
    revokeApiKey(id: string): Promise<void>;
    createFromApi(request: ApiCallRequest): Promise<SavePostResultDto>;
  };
  engagement: {
    recordView(request: EngagementRequest, input: RecordViewInput): Promise<ViewRecordedDto>;
    toggleLike(request: EngagementRequest, postId: string): Promise<Omit<LikeStateDto, 'viewCount'>>;
    likeState(request: EngagementRequest, postId: string): Promise<LikeStateDto>;
  };
  newsletter: {
    subscribe(input: SubscribeRequest, clientIp: string): Promise<SubscribeResultDto>;
    confirm(token: string): Promise<SubscriptionDto>;
    unsubscribePreview(token: string): Promise<SubscriptionDto>;
    unsubscribe(token: string): Promise<SubscriptionDto>;
  };
  /** Tag my Thing's developer preview behind a server-held password. */
  preview: {
    unlock(input: UnlockPreviewInput, clientIp: string): Promise<PreviewUnlockedDto>;
  };
  contact: {
    send(input: ContactMessageRequest, sender: ContactSender): Promise<ContactResultDto>;
  };
}
