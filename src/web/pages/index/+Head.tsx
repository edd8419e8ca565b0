import { TRUTH_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { SeoHead } from '../../components/seo/SeoHead.tsx';

export default function Head() {
  return (
    <>
      <SeoHead path="/" image={TRUTH_PREVIEW_IMAGE} />
      {/* The hero portrait is the largest thing above the fold: fetch it with the page, first. */}
      <link
        rel="preload"
        as="image"
        type="image/webp"
        href="/home/portrait-800.webp"
        imageSrcSet="/home/portrait-480.webp 480w, /home/portrait-800.webp 800w"
        imageSizes="(min-width: 1024px) 400px, (min-width: 640px) 384px, 288px"
        fetchPriority="high"
      />
    </>
  );
}
