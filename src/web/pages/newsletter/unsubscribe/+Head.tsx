import { NoIndex } from '../../../components/seo/NoIndex.tsx';

export default function Head() {
  return <NoIndex />;
}
