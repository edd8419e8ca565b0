import { SeoHead } from '#web/components/seo/SeoHead.tsx';

export default function Head() {
  return <SeoHead path="/booking" />;
}
