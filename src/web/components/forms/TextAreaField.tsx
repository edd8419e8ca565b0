import type { TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './TextField.tsx';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** The multi-line twin of `TextField`: a labelled textarea with its hint and error announced. */
export function TextAreaField({ id, label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, hint, error })}
        className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-amber-600 focus:ring-1 focus:ring-amber-600 focus:outline-none aria-invalid:border-red-500"
        {...textarea}
      />
    </FieldFrame>
  );
}
