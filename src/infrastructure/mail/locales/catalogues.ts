import type { SiteLanguage } from '#domain/shared/language.ts';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

export type EmailCatalogue = { [key: string]: string | EmailCatalogue };

/** The e-mail texts of each language: kept apart from the pages' catalogues, which ship to browsers. */
export const emailCatalogues: Record<SiteLanguage, EmailCatalogue> = { en, fr, it, es, de, pt };
