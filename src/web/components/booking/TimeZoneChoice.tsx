import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CONTROL_CLASSES } from '../forms/TextField.tsx';

/** Every zone the browser knows, with the current one listed even if the browser names it differently. */
function zonesWith(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * "Times are shown in Europe/Paris", and a list to pick another zone. The list appears once the page's
 * script runs (before it, the page shows London times and nothing could change them).
 */
export function TimeZoneChoice({
  timeZone,
  disabled,
  onChange,
}: {
  timeZone: string;
  disabled: boolean;
  onChange(zone: string): void;
}) {
  const { t } = useTranslation();
  const [zones, setZones] = useState<string[] | null>(null);
  useEffect(() => setZones(zonesWith(timeZone)), [timeZone]);
  return (
    <div className="space-y-2 text-sm text-stone-600">
      <p>{t('booking.zone.shown', { zone: timeZone })}</p>
      {zones && (
        <div>
          <label htmlFor="booking-time-zone" className="sr-only">
            {t('booking.zone.label')}
          </label>
          <select
            id="booking-time-zone"
            value={timeZone}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            className={CONTROL_CLASSES}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
