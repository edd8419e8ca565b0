import { useData } from 'vike-react/useData';
import { BookingsAdmin } from '#web/components/admin-bookings/BookingsAdmin.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <BookingsAdmin data={useData<Data>()} />;
}
