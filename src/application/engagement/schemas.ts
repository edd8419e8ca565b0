import { z } from 'zod';

export const postIdSchema = z.object({ postId: z.uuid('Post not found') });

export const recordViewSchema = postIdSchema.extend({
  /** `document.referrer` as the browser reports it; empty means a direct visit. */
  referrer: z.string().max(8000).optional(),
});
export type RecordViewInput = z.infer<typeof recordViewSchema>;

export interface LikeStateDto {
  liked: boolean;
  likeCount: number;
  viewCount: number;
}

export interface ViewRecordedDto {
  /** False when this viewer had already been counted. */
  recorded: boolean;
  viewCount: number;
}
