import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };

export type Messages = { [key: string]: string | Messages };

/**
 * The texts every page needs (header, footer, forms, toasts). Longer page texts live in
 * `pages/{group}/{language}.json` and come with their pages (see page-texts.ts and +pageTexts.ts).
 */
export const catalogs = { en, fr, it, es, de, pt } as const;
