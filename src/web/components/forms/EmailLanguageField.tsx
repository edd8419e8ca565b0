import { LANGUAGES } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { controlClasses, describedBy, FieldFrame } from './TextField.tsx';

const ID = 'language';
const HINT = 'account.emailLanguageHint';

/** The language the site writes to this person in (their e-mails; a client's portal e-mails too). */
export function EmailLanguageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(language: string): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const hint = t(HINT);
  return (
    <FieldFrame id={ID} label={t('account.emailLanguage')} hint={hint} error={error}>
      <select
        id={ID}
        name={ID}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id: ID, hint, error })}
        className={controlClasses()}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
