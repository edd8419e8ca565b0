import { describe, expect, it } from 'vitest';
import { pickLanguage } from '#web/i18n/languages.ts';

describe('pickLanguage', () => {
  it('takes the cookie first', () => {
    expect(pickLanguage('theme=dark; lang=de', 'fr-FR,fr;q=0.9')).toBe('de');
  });

  it('ignores a cookie naming an unknown language, then follows Accept-Language by preference', () => {
    expect(pickLanguage('lang=xx', 'ja;q=0.9, pt-BR;q=0.8, it;q=0.5')).toBe('pt');
    expect(pickLanguage(undefined, 'en;q=0.3, es;q=0.7')).toBe('es');
  });

  it('falls back to English', () => {
    expect(pickLanguage(undefined, undefined)).toBe('en');
    expect(pickLanguage('', 'ja-JP, zh;q=0.8')).toBe('en');
    expect(pickLanguage(undefined, 'fr;q=0')).toBe('en');
  });
});
