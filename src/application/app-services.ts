import type { User } from '#domain/accounts/user.ts';
import type { Readiness } from '#domain/system/readiness.ts';
import type { AccountDto, SignInInput, SignUpInput, UpdateProfileInput, Viewer } from './accounts/schemas.ts';
import type {
  FeedPostDto,
  ListPostsQuery,
  PostListDto,
  PostPageDto,
  RecentPostDto,
  SitemapPostDto,
} from './blog/schemas.ts';
import type { EngagementRequest } from './engagement/ports.ts';
import type { LikeStateDto, RecordViewInput, ViewRecordedDto } from './engagement/schemas.ts';
import type { SubscribeRequest, SubscribeResultDto, SubscriptionDto } from './newsletter/schemas.ts';
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
}
