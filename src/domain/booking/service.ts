/** The owner's calendar runs on London time; visitors see slots in their own zone. */
export const OWNER_TIME_ZONE = 'Europe/London';

/** A slot may start every 30 minutes of an availability range (whatever the service's length). */
export const SLOT_STEP_MINUTES = 30;

export const SERVICE_LIMITS = {
  nameMax: 120,
  slugMax: 60,
  descriptionMax: 2000,
  durationMin: 15,
  durationMax: 480,
  bufferMax: 240,
  noticeMaxMinutes: 60 * 24 * 30,
  horizonMinDays: 1,
  horizonMaxDays: 365,
  pricePenceMax: 100_000_000,
} as const;

/** Slugs the booking pages use for themselves, so no service can take them. */
export const RESERVED_SERVICE_SLUGS = ['cancel', 'reschedule', 'confirmed', 'manage'] as const;

/** A language's own name and description of a service (the seeded ones come in all six). */
export interface ServiceText {
  name: string;
  description: string;
}

/** The languages a service's English name and description are translated into (by the seed or the owner). */
export const SERVICE_TRANSLATION_LANGUAGES = ['fr', 'it', 'es', 'de', 'pt'] as const;
export type ServiceTranslationLanguage = (typeof SERVICE_TRANSLATION_LANGUAGES)[number];
export type ServiceTranslations = Partial<Record<string, ServiceText>>;

/** A bookable service (spec entity `services`, with is_active and price). Prices are in pence; 0 is "Free". */
export interface BookingService {
  id: string;
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  pricePence: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** How long before its start a slot can still be booked. */
  minimumNoticeMinutes: number;
  /** How many days ahead (London dates, today counted as 0) slots are offered. */
  horizonDays: number;
  isActive: boolean;
  position: number;
  /** Other languages' texts by language code; the owner's own `name`/`description` are English. */
  translations: ServiceTranslations;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The service's text in a language, falling back to the owner's (English) text: a translation without
 * its own description shows the English one.
 */
export function serviceText(service: BookingService, language: string): ServiceText {
  const translation = service.translations[language];
  return {
    name: translation?.name || service.name,
    description: translation?.description || service.description,
  };
}

/**
 * The translations worth keeping: trimmed, one with neither name nor description dropped (the
 * language then shows the English text), and only in the translated languages.
 */
export function keptServiceTranslations(
  translations: Partial<Record<ServiceTranslationLanguage, Partial<ServiceText> | undefined>>,
): ServiceTranslations {
  const kept: ServiceTranslations = {};
  for (const language of SERVICE_TRANSLATION_LANGUAGES) {
    const name = translations[language]?.name?.trim() ?? '';
    const description = translations[language]?.description?.trim() ?? '';
    if (name || description) kept[language] = { name, description };
  }
  return kept;
}

export function isFree(service: Pick<BookingService, 'pricePence'>): boolean {
  return service.pricePence === 0;
}
