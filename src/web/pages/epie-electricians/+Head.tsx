import { AI_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { SeoHead } from '../../components/seo/SeoHead.tsx';

export default function Head() {
  return <SeoHead path="/epie-electricians" image={AI_PREVIEW_IMAGE} />;
}
