import { describe, expect, it } from 'vitest';
import { isVideoMimeType, responsiveImage, storageKeyOf } from '#domain/blog/media.ts';

const id = '0b7e4c2a-8a53-4a43-9d0e-3f1c8b1a2f10';

describe('media rules', () => {
  it('accepts video/* types only', () => {
    expect(isVideoMimeType('video/mp4')).toBe(true);
    expect(isVideoMimeType('video/quicktime')).toBe(true);
    expect(isVideoMimeType('image/png')).toBe(false);
    expect(isVideoMimeType('video/')).toBe(false);
    expect(isVideoMimeType(undefined)).toBe(false);
  });

  it('gives the site’s processed images WebP widths and a social card', () => {
    expect(responsiveImage(`/storage/blog-images/${id}.jpg`)).toEqual({
      src: `/storage/blog-images/${id}.jpg`,
      srcSet: [480, 960, 1200].map((w) => `/storage/blog-images/${id}-${w}w.webp ${w}w`).join(', '),
      socialUrl: `/storage/blog-images/${id}-social.jpg`,
    });
  });

  it('leaves other images as they are', () => {
    expect(responsiveImage('https://images.example/a.jpg')).toEqual({
      src: 'https://images.example/a.jpg',
      srcSet: null,
      socialUrl: null,
    });
    expect(responsiveImage('/storage/blog-images/thumbnail-x.jpg').srcSet).toBeNull();
  });

  it('finds the stored file behind a storage URL, and nothing outside the buckets', () => {
    expect(storageKeyOf(`/storage/blog-videos/${id}.mp4`)).toEqual({
      bucket: 'blog-videos',
      key: `${id}.mp4`,
    });
    expect(storageKeyOf('/storage/blog-videos/../../etc/passwd')).toBeNull();
    expect(storageKeyOf('https://elsewhere.example/v.mp4')).toBeNull();
    expect(storageKeyOf(null)).toBeNull();
  });
});
