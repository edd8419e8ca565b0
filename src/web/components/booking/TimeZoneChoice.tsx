import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CONTROL_CLASSES } from '../forms/TextField.tsx';
import { classNames } from '../ui/class-names.ts';
import {
  allZoneOptions,
  matchZones,
  prepareZonesWhenIdle,
  type ZoneOption,
  zoneOption,
} from './time-zone-options.ts';

const FIELD_ID = 'booking-time-zone';
const LIST_ID = 'booking-time-zone-list';

/**
 * "Times are shown in Europe/Paris", and a field to find another zone by typing part of a city's name.
 * The field appears once the page's script runs (before it, the page shows London times and nothing
 * could change them).
 */
export function TimeZoneChoice({ timeZone, onChange }: { timeZone: string; onChange(zone: string): void }) {
  const { t } = useTranslation();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <div className="space-y-2 text-sm text-stone-600">
      {live && (
        <div>
          <label htmlFor={FIELD_ID} className="font-medium text-stone-800">
            {t('booking.zone.label')}
          </label>
          <ZoneCombobox timeZone={timeZone} onChange={onChange} />
        </div>
      )}
      <p>{t('booking.zone.shown', { zone: timeZone })}</p>
    </div>
  );
}

/**
 * The WAI-ARIA combobox with a list that filters as one types, its first match chosen by Enter:
 * arrows move through the matches, Escape (or leaving the field) keeps the zone as it was.
 */
function ZoneCombobox({ timeZone, onChange }: { timeZone: string; onChange(zone: string): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const current = useMemo(() => zoneOption(timeZone, language), [timeZone, language]);
  // What is typed while the list is open; null while it is closed (the field shows the zone).
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // After a choice (or Escape) the field shows the zone selected, so that what is typed next replaces it.
  const selectShownZone = useRef(false);
  const open = query !== null;
  const matches = useMemo(
    () => (query === null ? [] : matchZones(allZoneOptions(timeZone, language), query)),
    [query, timeZone, language],
  );
  const activeOption = open ? matches[active] : undefined;

  useEffect(() => prepareZonesWhenIdle(language), [language]);

  useEffect(() => {
    if (activeOption)
      list.current?.querySelector(`[data-zone="${activeOption.zone}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  useLayoutEffect(() => {
    if (!selectShownZone.current) return;
    selectShownZone.current = false;
    field.current?.select();
  });

  function close(keepFocus = false) {
    setQuery(null);
    setActive(0);
    selectShownZone.current = keepFocus;
  }

  function choose(option: ZoneOption) {
    close(true);
    if (option.zone !== timeZone) onChange(option.zone);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setQuery('');
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  return (
    <div className="relative mt-1">
      <input
        ref={field}
        id={FIELD_ID}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open && matches.length > 0 ? LIST_ID : undefined}
        aria-activedescendant={activeOption ? `${LIST_ID}-${active}` : undefined}
        value={query ?? current.label}
        placeholder={current.label}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => {
          if (!open) setQuery('');
        }}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => close()}
        className={CONTROL_CLASSES}
      />
      {open && matches.length > 0 && (
        <div
          ref={list}
          id={LIST_ID}
          role="listbox"
          aria-label={t('booking.zone.label')}
          className="absolute z-20 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
        >
          {matches.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (aria-activedescendant), which keeps the focus.
            <div
              key={option.zone}
              tabIndex={-1}
              id={`${LIST_ID}-${index}`}
              role="option"
              data-zone={option.zone}
              aria-selected={index === active}
              // The field keeps the focus: a click chooses without blurring it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => setActive(index)}
              className={classNames(
                'cursor-pointer px-3 py-2',
                index === active ? 'bg-amber-100 text-amber-950' : 'text-stone-800',
              )}
            >
              <span className="block font-medium">{option.label}</span>
              <span className="block text-xs text-stone-500">{option.detail}</span>
            </div>
          ))}
        </div>
      )}
      {/* Always there, so that what it says is read out: how many zones match, or that none does. */}
      <p
        aria-live="polite"
        className={
          open && matches.length === 0
            ? 'absolute z-20 mt-1 w-full rounded-md border border-stone-200 bg-white px-3 py-2 text-stone-600 shadow-lg'
            : 'sr-only'
        }
      >
        {open &&
          (matches.length === 0
            ? t('booking.zone.noMatch')
            : t('booking.zone.matches', { count: matches.length }))}
      </p>
    </div>
  );
}
