import enOnboarding from '../../i18n/pages/onboarding/en.json' with { type: 'json' };
import { translateServerMessage } from '../../i18n/server-messages.ts';
import type { Translate } from '../../i18n/translator.ts';

/**
 * The reader's language for a message of the inquiry schema or of the server (English, the same in
 * both places); other messages go through the site's shared translations.
 */
export function translateOnboardingMessage(t: Translate, message: string): string {
  const key = Object.entries(enOnboarding.validation).find(([, text]) => text === message)?.[0];
  return key ? t(`onboarding.validation.${key}`) : translateServerMessage(t, message);
}
