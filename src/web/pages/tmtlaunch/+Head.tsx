import { LAUNCH_PATH, LAUNCH_PREVIEW_IMAGE, TEASER_THUMBNAIL } from '../../components/launch/launch-plan.ts';
import { SeoHead } from '../../components/seo/SeoHead.tsx';

export default function Head() {
  return (
    <>
      <SeoHead path={LAUNCH_PATH} image={LAUNCH_PREVIEW_IMAGE} />
      <meta name="theme-color" content="#0c0a09" />
      <link rel="preload" as="image" href={TEASER_THUMBNAIL.src} type="image/webp" />
    </>
  );
}
