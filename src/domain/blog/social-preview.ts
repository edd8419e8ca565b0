import { responsiveImage } from './media.ts';

/** The default social previews (1200x630): the truth one for posts about truth, the AI one otherwise. */
export const TRUTH_PREVIEW_IMAGE = '/og/truth-preview.png';
export const AI_PREVIEW_IMAGE = '/og/ai-preview.png';
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export function defaultPreviewImage(post: { title: string; tags: readonly string[] }): string {
  const aboutTruth = post.tags.includes('truth') || /\btruth\b/i.test(post.title);
  return aboutTruth ? TRUTH_PREVIEW_IMAGE : AI_PREVIEW_IMAGE;
}

/**
 * The image shown when a post is shared: a vlog's thumbnail, the 1200x630 card the workers cut from the
 * post's image, the image itself when it is not one of ours, else a default preview.
 */
export function socialPreviewImage(post: {
  title: string;
  tags: readonly string[];
  imageUrl: string | null;
  isVlog?: boolean;
  videoThumbnailUrl?: string | null;
}) {
  if (post.isVlog && post.videoThumbnailUrl) return post.videoThumbnailUrl;
  if (post.imageUrl) return responsiveImage(post.imageUrl).socialUrl ?? post.imageUrl;
  return defaultPreviewImage(post);
}
