import { AppError } from '../shared/app-error.ts';

/** A missing post and a draft asked for by a visitor get the same answer. */
export const postNotFound = () => new AppError('not_found', 'BLOG.POST_NOT_FOUND', 'Post Not Found');

export const scheduleInPast = () =>
  new AppError('invalid', 'BLOG.SCHEDULE_IN_PAST', 'Choose a time in the future to schedule the post');
export const coverNeedsTitle = () =>
  new AppError('invalid', 'BLOG.COVER_NEEDS_TITLE', 'Please add a title first to generate an image');
export const invalidImage = () =>
  new AppError('invalid', 'BLOG.INVALID_IMAGE', 'Please upload a valid image file (JPEG, PNG, WebP or GIF)');
export const imageTooLarge = () =>
  new AppError('too_large', 'BLOG.IMAGE_TOO_LARGE', 'Image file is too large. Maximum size is 10MB');
export const invalidVideo = () =>
  new AppError('invalid', 'BLOG.INVALID_VIDEO', 'Please upload a valid video file');
export const videoTooLarge = () =>
  new AppError('too_large', 'BLOG.VIDEO_TOO_LARGE', 'Video file is too large. Maximum size is 100MB');
/** The disk (or bucket) has no room left: the editor is the owner or works for them, who can free some. */
export const storageFull = () =>
  new AppError(
    'insufficient_storage',
    'BLOG.STORAGE_FULL',
    'There is no room left to store this file. Free some space on the server, then try again.',
  );
export const mediaProcessingFailed = () =>
  new AppError('invalid', 'BLOG.MEDIA_FAILED', 'The file could not be processed. Please try again.');
export const jobNotFound = () => new AppError('not_found', 'BLOG.JOB_NOT_FOUND', 'No such image job');
export const invalidApiKey = () => new AppError('unauthorized', 'BLOG.INVALID_API_KEY', 'Invalid API key');
export const missingApiKey = () =>
  new AppError('unauthorized', 'BLOG.MISSING_API_KEY', 'Missing API key: send it in the x-api-key header');
export const apiKeyNotFound = () => new AppError('not_found', 'BLOG.API_KEY_NOT_FOUND', 'No such API key');
export const tooManyApiCalls = (retryAfterMs: number) =>
  new AppError('rate_limited', 'BLOG.API_RATE_LIMITED', 'Too many requests', retryAfterMs);
