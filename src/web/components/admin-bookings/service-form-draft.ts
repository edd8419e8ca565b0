import type { OwnerServiceDto } from '#application/booking/dto.ts';
import { penceToPounds, poundsToPence } from '#domain/proposals/amounts.ts';

/** The service form as typed: every number a text; the price in pounds, the notice in hours. */
export interface ServiceDraft {
  name: string;
  slug: string;
  description: string;
  duration: string;
  price: string;
  bufferBefore: string;
  bufferAfter: string;
  noticeHours: string;
  horizonDays: string;
  isActive: boolean;
}

export function toDraft(service: OwnerServiceDto | null): ServiceDraft {
  if (!service)
    return {
      name: '',
      slug: '',
      description: '',
      duration: '60',
      price: '0.00',
      bufferBefore: '0',
      bufferAfter: '0',
      noticeHours: '0',
      horizonDays: '60',
      isActive: true,
    };
  return {
    name: service.name,
    slug: service.slug,
    description: service.description,
    duration: String(service.durationMinutes),
    price: penceToPounds(service.pricePence),
    bufferBefore: String(service.bufferBeforeMinutes),
    bufferAfter: String(service.bufferAfterMinutes),
    noticeHours: String(service.minimumNoticeMinutes / 60),
    horizonDays: String(service.horizonDays),
    isActive: service.isActive,
  };
}

/** An empty box is 0; anything that is not a number stays text, for the schema to refuse. */
const number = (text: string, times = 1): number | string => {
  const typed = text.trim();
  if (typed === '') return 0;
  const value = Number(typed);
  return Number.isFinite(value) ? Math.round(value * times * 1000) / 1000 : typed;
};

/**
 * The form's fields as the schema (`serviceFormSchema`) reads them, and whether the pounds could not be
 * read (the schema sees pence only).
 */
export function fromDraft(draft: ServiceDraft) {
  const pricePence = poundsToPence(draft.price);
  return {
    fields: {
      name: draft.name,
      slug: draft.slug,
      description: draft.description,
      durationMinutes: number(draft.duration),
      pricePence: pricePence ?? -1,
      bufferBeforeMinutes: number(draft.bufferBefore),
      bufferAfterMinutes: number(draft.bufferAfter),
      minimumNoticeMinutes: number(draft.noticeHours, 60),
      horizonDays: number(draft.horizonDays),
      isActive: draft.isActive,
    },
    priceUnreadable: pricePence === null,
  };
}
