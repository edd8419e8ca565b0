/** Upload limits and the names of the files an upload becomes. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A browser-captured video frame is a screenshot, never large. */
export const THUMBNAIL_MAX_BYTES = 10 * 1024 * 1024;

export const IMAGE_BUCKET = 'blog-images';
export const VIDEO_BUCKET = 'blog-videos';

/** Widths of the WebP copies the public pages pick from (srcset). */
export const RESPONSIVE_WIDTHS = [480, 960, 1200] as const;
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
export const THUMBNAIL = { width: 1200, height: 630, quality: 85 } as const;

export const STORAGE_PREFIX = '/storage';

/** The video types the editor accepts ("video/*"); the hint names MP4, WebM and MOV. */
export function isVideoMimeType(type: string | undefined): boolean {
  return typeof type === 'string' && /^video\/[\w.+-]+$/i.test(type.trim());
}

const STORED_IMAGE = /^\/storage\/blog-images\/([0-9a-f-]{36})\.(jpg|png|webp|gif)$/;

/** The files made from one stored image (`{id}.{ext}`): WebP widths and a 1200x630 social card. */
export function imageVariantKeys(id: string) {
  return {
    widths: RESPONSIVE_WIDTHS.map((width) => ({ width, key: `${id}-${width}w.webp` })),
    social: `${id}-social.jpg`,
  };
}

/** Every file behind one of the site's stored images (`{id}.{ext}`): itself and its copies; none for other URLs. */
export function storedImageKeys(url: string): string[] {
  const match = STORED_IMAGE.exec(url);
  if (!match?.[1]) return [];
  const variants = imageVariantKeys(match[1]);
  return [`${match[1]}.${match[2]}`, ...variants.widths.map(({ key }) => key), variants.social];
}

export interface ResponsiveImage {
  src: string;
  /** `srcset` of the WebP copies, when the image is one of the site's processed uploads. */
  srcSet: string | null;
  /** 1200x630 JPEG for social cards, when there is one. */
  socialUrl: string | null;
}

/** The responsive copies of an image URL: only images the site processed itself have them. */
export function responsiveImage(url: string): ResponsiveImage {
  const match = STORED_IMAGE.exec(url);
  if (!match?.[1]) return { src: url, srcSet: null, socialUrl: null };
  const variants = imageVariantKeys(match[1]);
  const base = `${STORAGE_PREFIX}/${IMAGE_BUCKET}`;
  return {
    src: url,
    srcSet: variants.widths.map(({ width, key }) => `${base}/${key} ${width}w`).join(', '),
    socialUrl: `${base}/${variants.social}`,
  };
}

/** A stored object's public address. */
export function storageUrl(bucket: string, key: string): string {
  return `${STORAGE_PREFIX}/${bucket}/${key}`;
}

/** The bucket and key behind one of the site's storage URLs, or null for any other address. */
export function storageKeyOf(url: string | null): { bucket: string; key: string } | null {
  const match = url ? /^\/storage\/(blog-images|blog-videos)\/([\w.-]+)$/.exec(url) : null;
  return match?.[1] && match[2] ? { bucket: match[1], key: match[2] } : null;
}
