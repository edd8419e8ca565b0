import { useData } from 'vike-react/useData';
import { CancelBookingScreen } from '#web/components/booking/CancelBookingScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <CancelBookingScreen {...useData<Data>()} />;
}
