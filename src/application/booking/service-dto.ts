import { type BookingService, serviceText } from '#domain/booking/service.ts';
import type { ServiceDto } from './dto.ts';

/** A service as visitors see it, in their language. */
export function toServiceDto(service: BookingService, language: string): ServiceDto {
  const text = serviceText(service, language);
  return {
    id: service.id,
    slug: service.slug,
    name: text.name,
    description: text.description,
    durationMinutes: service.durationMinutes,
    pricePence: service.pricePence,
  };
}
