import type { ChangeEvent, ReactNode } from 'react';
import { type ButtonStyle, buttonClasses } from './Button.tsx';
import { classNames } from './class-names.ts';

interface FileButtonProps extends Omit<ButtonStyle, 'className'> {
  /** The file types offered, as the input's `accept` ("image/*"). */
  accept: string;
  /** Several files may be picked at once. */
  multiple?: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  /** Uploading: the picker is disabled and shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** The ids of the hint or error about the file (`aria-describedby`). */
  describedBy?: string | undefined;
  children: ReactNode;
}

/**
 * A file picker that looks like a `secondary` Button: the label is what shows, the file input inside it
 * is for screen readers and the keyboard (its focus rings the label).
 */
export function FileButton({
  accept,
  multiple = false,
  onChange,
  busy = false,
  busyLabel,
  describedBy,
  variant = 'secondary',
  size,
  children,
}: FileButtonProps) {
  return (
    <label
      className={buttonClasses({
        variant,
        size,
        className: classNames(
          'cursor-pointer focus-within:ring-2 focus-within:ring-amber-600',
          busy && 'pointer-events-none opacity-60',
        ),
      })}
    >
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={onChange}
        aria-describedby={describedBy}
      />
      {busy && busyLabel ? busyLabel : children}
    </label>
  );
}
