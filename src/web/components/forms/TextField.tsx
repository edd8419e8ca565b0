import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
}

export interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** For screen readers only, where the placeholder and the form's heading say it to the eye. */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
}

/** The look of a text control (input, textarea); the space above it is the caller's. */
export const CONTROL_CLASSES =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-amber-600 focus:ring-1 focus:ring-amber-600 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-red-500';

/** Under a visible label a control keeps a little space. */
export function controlClasses(hideLabel?: boolean): string {
  return hideLabel ? CONTROL_CLASSES : `mt-1 ${CONTROL_CLASSES}`;
}

/** The ids a control's `aria-describedby` names: its hint and its error, when shown. */
export function describedBy({
  id,
  hint,
  error,
}: Pick<FieldFrameProps, 'id' | 'hint' | 'error'>): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** What a field's control carries: its id, whether it is wrong, what describes it, and its look. */
function controlProps({
  id,
  hint,
  error,
  hideLabel,
}: Pick<FieldFrameProps, 'id' | 'hint' | 'error' | 'hideLabel'>) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy({ id, hint, error }),
    className: controlClasses(hideLabel),
  };
}

/**
 * A labelled input with its hint and its error message, both announced to screen readers. A value cut
 * at its `maxLength` (a long paste) says the limit rather than dropping the rest without a word.
 */
export function TextField(props: TextFieldProps) {
  const { frame, control } = useTextControl(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} />
    </FieldFrame>
  );
}

interface LimitedControl {
  maxLength?: number | undefined;
  value?: unknown;
}

/** A text field's props (input or textarea) split between its frame and its control, with the hint shown. */
export function useTextControl<Props extends FieldFrameProps & LimitedControl>(props: Props) {
  const { id, label, error, hint, hideLabel, className, ...control } = props;
  const shownHint = useLimitHint(control, hint);
  return {
    frame: { id, label, error, hint: shownHint, hideLabel, className },
    control: { ...controlProps({ id, hint: shownHint, error, hideLabel }), ...control },
  };
}

/**
 * The hint of a control whose value stands at its `maxLength`: the limit, said in words, since the
 * browser cut the rest of a long paste without one; otherwise the control's own hint.
 */
function useLimitHint(control: LimitedControl, hint: string | undefined): string | undefined {
  const { t } = useTranslation();
  const { maxLength, value } = control;
  const atLimit = maxLength !== undefined && typeof value === 'string' && value.length >= maxLength;
  return atLimit ? t('validation.lengthLimit', { count: maxLength }) : hint;
}

/** Label above, hint and error below, for any form control. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  hideLabel,
  className,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-stone-700'}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
