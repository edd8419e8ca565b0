import { translateServerMessage } from '../../i18n/i18n.ts';
import enOnboarding from '../../i18n/pages/onboarding/en.json' with { type: 'json' };

/**
 * The reader's language for a message of the inquiry schema or of the server (English, the same in
 * both places); other messages go through the site's shared translations.
 */
export function translateOnboardingMessage(t: (key: string) => string, message: string): string {
  const key = Object.entries(enOnboarding.validation).find(([, text]) => text === message)?.[0];
  return key ? t(`onboarding.validation.${key}`) : translateServerMessage(t, message);
}
