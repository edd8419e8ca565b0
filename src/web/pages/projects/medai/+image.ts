import { AI_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';

export default AI_PREVIEW_IMAGE;
