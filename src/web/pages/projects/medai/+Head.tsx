import { AI_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { SeoHead } from '#web/components/seo/SeoHead.tsx';

export default function Head() {
  return <SeoHead path="/projects/medai" image={AI_PREVIEW_IMAGE} />;
}
