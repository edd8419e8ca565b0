import { describe, expect, it } from 'vitest';
import { initialConversationTitle } from '#domain/clients/project.ts';
import { depositTransactionDescription } from '#domain/proposals/deposit-payment.ts';
import type { Language } from '#web/i18n/languages.ts';
import { createTranslator } from '#web/i18n/translator.ts';
import { conversationTitleIn, transactionDescriptionIn } from '#web/lib/stored-texts.ts';
import { catalogs } from '../../fixtures/catalogues.ts';

// Issue 43, item 8: "Bäckerei - Initial Inquiry" and "Deposit for proposal: Webshop" are stored as the
// site wrote them, in English; a Spanish or French portal showed them so.

const translator = (language: Language) =>
  createTranslator(language, catalogs[language] ?? {}, catalogs.en ?? {});
const others = ['fr', 'it', 'es', 'de', 'pt'] as const;

describe('texts the site stored when it wrote them', () => {
  it.each(others)('read in %s: the inquiry’s conversation and the deposit’s credit', (language) => {
    const t = translator(language);
    const title = conversationTitleIn(t, initialConversationTitle('Bäckerei'));
    const credit = transactionDescriptionIn(t, depositTransactionDescription('Webshop'));
    expect(title).toContain('Bäckerei');
    expect(title).not.toContain('Initial Inquiry');
    expect(credit).toContain('Webshop');
    expect(credit).not.toContain('Deposit for proposal');
  });

  it('read in English as stored, and any other title or description as it was written', () => {
    const t = translator('en');
    expect(conversationTitleIn(t, 'Bäckerei - Initial Inquiry')).toBe('Bäckerei - Initial Inquiry');
    expect(transactionDescriptionIn(t, 'Deposit for proposal: Webshop')).toBe(
      'Deposit for proposal: Webshop',
    );
    const es = translator('es');
    expect(conversationTitleIn(es, 'Logo, segunda ronda')).toBe('Logo, segunda ronda');
    expect(transactionDescriptionIn(es, 'Pago final')).toBe('Pago final');
  });
});
