import { useData } from 'vike-react/useData';
import { RescheduleBookingScreen } from '#web/components/booking/RescheduleBookingScreen.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <RescheduleBookingScreen {...useData<Data>()} />;
}
