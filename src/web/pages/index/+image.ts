import { TRUTH_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';

export default TRUTH_PREVIEW_IMAGE;
