import { NoIndex } from '#web/components/seo/NoIndex.tsx';

export default function Head() {
  return <NoIndex />;
}
