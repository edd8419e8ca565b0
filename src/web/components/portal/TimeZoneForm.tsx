import { type FormEvent, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { translateServerMessage } from '../../i18n/server-messages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { submissionFor } from '../../lib/form-submission.ts';
import { PORTAL_TIME_ZONE_PATH, TIME_ZONE_SAVED_PARAM } from '../../lib/portal-tabs.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { controlClasses, describedBy, FieldFrame } from '../forms/TextField.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';

const FIELD = 'timeZone';

/**
 * The zone the portal shows the client's times in. A native select of the server's zones, so it works
 * the same before the page's script, without it (a plain form: the server saves and shows the tab with
 * the saved note, or with the message) and with it. The booking page's searchable field appears only
 * once its script runs, and swapped in here it would drop a choice made before that.
 */
export function TimeZoneForm({ saved, timeZones }: { saved: string; timeZones: string[] }) {
  const { t } = useTranslation();
  const { formSubmission, urlParsed } = usePageContext();
  const posted = submissionFor(formSubmission, 'portalTimeZone');
  const [timeZone, setTimeZone] = useState(posted?.values.timeZone || saved);
  const [fieldError, setFieldError] = useState(posted?.fieldErrors.timeZone);
  const [failure, setFailure] = useState<string | null>(
    posted && !posted.fieldErrors.timeZone
      ? (posted.formError && translateServerMessage(t, posted.formError)) ||
          t('portal.settings.timeZoneFailed')
      : null,
  );
  const [done, setDone] = useState(!posted && urlParsed.search[TIME_ZONE_SAVED_PARAM] === '1');
  const save = useMutationCall('clients.setTimeZone');
  // A zone kept from the browser before the list was checked stays choosable.
  const choices = timeZones.includes(timeZone) ? timeZones : [timeZone, ...timeZones];
  const hint = t('portal.settings.timeZoneHint');
  const error = fieldError && translateServerMessage(t, fieldError);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    setFailure(null);
    const { portalTimeZoneSchema } = await import('#application/portal/schemas.ts');
    const parsed = portalTimeZoneSchema.safeParse({ timeZone });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      setDone(true);
    } catch (caught) {
      const message = caught instanceof ProcedureError ? caught.data?.fieldErrors?.timeZone?.[0] : undefined;
      if (message) setFieldError(message);
      else setFailure(t('portal.settings.timeZoneFailed'));
    }
  }

  return (
    <form
      method="post"
      action={PORTAL_TIME_ZONE_PATH}
      noValidate
      onSubmit={submit}
      aria-labelledby="portal-time-zone-heading"
      className="mt-8 space-y-4 rounded-lg border border-stone-200 bg-white p-5"
    >
      <h3 id="portal-time-zone-heading" className="font-semibold">
        {t('portal.settings.timeZone')}
      </h3>
      <FieldFrame id={FIELD} label={t('portal.settings.timeZone')} hint={hint} error={error}>
        <select
          id={FIELD}
          name={FIELD}
          value={timeZone}
          onChange={(event) => {
            setTimeZone(event.target.value);
            setDone(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id: FIELD, hint, error })}
          className={controlClasses()}
        >
          {choices.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </FieldFrame>
      {done && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('portal.settings.timeZoneSaved')}
        </p>
      )}
      <FormError message={failure} />
      <Button type="submit" busy={save.isPending} busyLabel={t('portal.settings.savingTimeZone')}>
        {t('portal.settings.saveTimeZone')}
      </Button>
    </form>
  );
}
