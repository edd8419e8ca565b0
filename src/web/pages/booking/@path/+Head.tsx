import { useData } from 'vike-react/useData';
import { SeoHead } from '#web/components/seo/SeoHead.tsx';
import type { Data } from './+data.ts';

export default function Head() {
  const { chosen } = useData<Data>();
  // One canonical booking page per service; an unknown one is the list's.
  return <SeoHead path={chosen ? `/booking/${chosen.service.slug}` : '/booking'} />;
}
