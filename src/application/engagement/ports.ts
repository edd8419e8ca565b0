import type { EngagementViewer } from '#domain/engagement/viewer.ts';

export interface NewView {
  postId: string;
  viewerId: string;
  referrer: string;
  userAgent: string;
}

export interface EngagementRepository {
  /** Inserts the view unless this viewer already has one; the post's count moves with the insert. */
  recordView(view: NewView): Promise<{ recorded: boolean; viewCount: number }>;
  /**
   * Likes when not liked, unlikes when liked. Serialised per post and recounted in the same transaction,
   * so the post's like_count always equals its like rows, whatever the concurrency.
   */
  toggleLike(postId: string, viewer: EngagementViewer): Promise<{ liked: boolean; likeCount: number }>;
  likeState(
    postId: string,
    viewer: EngagementViewer | null,
  ): Promise<{ liked: boolean; likeCount: number; viewCount: number }>;
}

/** What the web layer knows about the reader of a request. */
export interface EngagementRequest {
  /** The signed-in user, else the anonymous session from the cookie, else null (no cookie at all). */
  viewer: EngagementViewer | null;
  ip: string;
  userAgent: string | undefined;
}
