import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { PageTexts } from './page-texts.ts';
import { createTranslator, type Translate } from './translator.ts';

const TranslatorContext = createContext<Translate | null>(null);

/** The page's translator, made from the texts that came with it (a new one after each navigation). */
export function TranslationProvider({ texts, children }: { texts: PageTexts; children: ReactNode }) {
  const t = useMemo(() => createTranslator(texts.lang, texts.messages, texts.english), [texts]);
  return <TranslatorContext.Provider value={t}>{children}</TranslatorContext.Provider>;
}

/** `t` in the reader's language, and that language (the shape react-i18next's hook had). */
export function useTranslation(): { t: Translate; i18n: { language: Translate['language'] } } {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error('useTranslation() outside the TranslationProvider of +Layout');
  return { t, i18n: { language: t.language } };
}
