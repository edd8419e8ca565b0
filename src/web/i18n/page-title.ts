import type { PageContext } from 'vike/types';
import { createI18n } from './i18n.ts';

/** A `+title` in the reader's language: "Account Settings | Personal Brand". */
export function pageTitle(key: string) {
  return (pageContext: PageContext) => {
    const { t } = createI18n(pageContext.lang);
    return `${t(key)} | ${t('site.name')}`;
  };
}
