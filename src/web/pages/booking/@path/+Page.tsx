import { useData } from 'vike-react/useData';
import { BookingScreen } from '#web/components/booking/BookingScreenIsland.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <BookingScreen {...useData<Data>()} />;
}
