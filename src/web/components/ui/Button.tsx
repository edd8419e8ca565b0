import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names.ts';

/**
 * - `primary`: the dark main action of a form or screen (sign in, save, publish).
 * - `brand`: the amber call to action of the public site (send a message, subscribe, start a project).
 * - `secondary`: a bordered action beside either (cancel, save draft, share).
 * - `danger`: the filled action that cannot be undone (delete, revoke) in a confirmation.
 * - `danger-outline`: the quiet way to start one (a row's Delete, Revoke, Remove video).
 * - `ghost`: text only until hovered (No thanks).
 */
export type ButtonVariant = 'primary' | 'brand' | 'secondary' | 'danger' | 'danger-outline' | 'ghost';

/** `sm` in table rows and cards, `md` by default, `lg` for public forms, `xl` for hero calls to action. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-stone-900 text-white hover:bg-stone-700',
  brand:
    'bg-amber-700 text-white shadow-sm hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
  ghost: 'text-stone-700 hover:bg-stone-100',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'px-2.5 py-1 text-xs',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-2.5 text-sm',
  xl: 'px-6 py-3 text-base',
};

const FILLED: ReadonlySet<ButtonVariant> = new Set(['primary', 'brand', 'danger']);

/** Filled buttons and hero calls to action are bolder; the small ones in rows and cards are not. */
function weight(variant: ButtonVariant, size: ButtonSize): string {
  if (size === 'sm') return 'font-medium';
  return size === 'xl' || FILLED.has(variant) ? 'font-semibold' : 'font-medium';
}

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margin, width, alignment); the look comes from `variant` and `size`. */
  className?: string | undefined;
}

/**
 * The classes of a button, for the rare element that must look like one without being a `<button>` or a
 * link (a file picker's `<label>`). Everything else uses `Button` or `ButtonLink`.
 */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return classNames(
    'inline-flex items-center justify-center gap-2 rounded-md disabled:cursor-not-allowed disabled:opacity-60',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    weight(variant, size),
    className,
  );
}

interface ButtonProps extends ButtonStyle, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Work in progress: the button is disabled, says so to screen readers and shows `busyLabel`. */
  busy?: boolean;
  /** What the button says while busy ("Sending…"); without one it keeps its label. */
  busyLabel?: string;
}

/** The site's one button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses({ variant, size, className })}
      {...button}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

type ButtonLinkProps = ButtonStyle &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & { href: string };

/** A link that looks like a button: it goes somewhere (and works before JavaScript loads). */
export function ButtonLink({ variant, size, className, children, ...link }: ButtonLinkProps) {
  return (
    <a className={buttonClasses({ variant, size, className })} {...link}>
      {children}
    </a>
  );
}
