import type { ComponentProps } from 'react';
import { TrpcRuntime } from '../trpc/TrpcRuntime.tsx';
import { AvailabilitySection } from './AvailabilitySection.tsx';
import { BookingsSection } from './BookingsSection.tsx';
import { ServicesSection } from './ServicesSection.tsx';

/** The bookings admin's tabs, each with the tRPC runtime its queries and mutations share. */
export function Bookings(props: ComponentProps<typeof BookingsSection>) {
  return (
    <TrpcRuntime>
      <BookingsSection {...props} />
    </TrpcRuntime>
  );
}

export function Services(props: ComponentProps<typeof ServicesSection>) {
  return (
    <TrpcRuntime>
      <ServicesSection {...props} />
    </TrpcRuntime>
  );
}

export function Availability(props: ComponentProps<typeof AvailabilitySection>) {
  return (
    <TrpcRuntime>
      <AvailabilitySection {...props} />
    </TrpcRuntime>
  );
}
