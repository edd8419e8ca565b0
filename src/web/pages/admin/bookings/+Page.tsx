import { useData } from 'vike-react/useData';
import { BookingsAdmin } from '../../../components/admin-bookings/BookingsAdmin.tsx';
import { TrpcRuntime } from '../../../components/trpc/TrpcRuntime.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  return (
    <TrpcRuntime>
      <BookingsAdmin data={data} />
    </TrpcRuntime>
  );
}
