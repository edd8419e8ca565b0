import { classNames } from './class-names.ts';

interface FormErrorProps {
  /** The translated message; nothing is shown without one. */
  message: string | null | undefined;
  /** So the control it is about can name it in `aria-describedby`. */
  id?: string | undefined;
  /** A line of red text under a one-field form, instead of the red panel. */
  inline?: boolean;
  /** Layout only (margin). */
  className?: string | undefined;
}

/** Why a form (or a dialog's action) failed, announced to screen readers as soon as it appears. */
export function FormError({ message, id, inline = false, className }: FormErrorProps) {
  if (!message) return null;
  const look = inline
    ? 'text-sm font-medium text-red-700'
    : 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-800';
  return (
    <p id={id} role="alert" className={classNames(look, className)}>
      {message}
    </p>
  );
}
