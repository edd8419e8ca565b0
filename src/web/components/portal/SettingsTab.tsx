import type { PortalSettingsDto } from '#application/portal/schemas.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { EmailLanguageForm } from './EmailLanguageForm.tsx';
import { usePortalView } from './portal-view.ts';
import { TimeZoneForm } from './TimeZoneForm.tsx';

/**
 * Spec: the client's details, read-only; phone and company read 'Not provided' when empty. The client
 * chooses the language of the portal's e-mails and the zone of its times here; the owner's view shows
 * both. The link to the
 * account's settings is the client's own (the owner's view has none: /account would be the owner's).
 */
export function SettingsTab({
  settings,
  timeZones = [],
}: {
  settings: PortalSettingsDto;
  /** The zones the client may choose (their own view only). */
  timeZones?: string[];
}) {
  const { t } = useTranslation();
  const { readOnly } = usePortalView();
  const notProvided = t('portal.settings.notProvided');
  const rows = [
    { label: t('portal.settings.name'), value: settings.name },
    { label: t('portal.settings.email'), value: settings.email },
    { label: t('portal.settings.phone'), value: settings.phone || notProvided },
    { label: t('portal.settings.company'), value: settings.company || notProvided },
    ...(readOnly
      ? [
          {
            label: t('portal.settings.language'),
            value: LANGUAGES.find((language) => language.code === settings.language)?.label ?? '',
          },
          { label: t('portal.settings.timeZone'), value: settings.timeZone },
        ]
      : []),
  ];
  return (
    <>
      <h2 className="text-lg font-semibold">{t('portal.settings.heading')}</h2>
      <dl className="mt-4 divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
            <dt className="text-sm text-stone-500">{row.label}</dt>
            <dd className="break-words text-stone-900 sm:col-span-2">{row.value}</dd>
          </div>
        ))}
      </dl>
      {!readOnly && <EmailLanguageForm saved={settings.language} />}
      {!readOnly && <TimeZoneForm saved={settings.timeZone} timeZones={timeZones} />}
      {!readOnly && (
        <p className="mt-4 text-sm text-stone-600">
          <a href="/account" className="font-medium text-amber-800 underline underline-offset-2">
            {t('portal.settings.accountLink')}
          </a>
        </p>
      )}
    </>
  );
}
