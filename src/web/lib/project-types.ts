import type { Translate } from '../i18n/translator.ts';

/**
 * A project's types in the reader's language ("Sitio web, Comercio electrónico"), from the shared
 * catalogue's `projectTypes`; a type the catalogue does not know is shown as stored.
 */
export function projectTypeNames(types: readonly string[], t: Translate): string {
  return types
    .map((type) => t(`projectTypes.${type}`, { defaultValue: type.replaceAll('_', ' ') }))
    .join(', ');
}
