import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy } from './TextField.tsx';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  /** The field's id; its message gets `{id}-error`. */
  id: string;
  label: ReactNode;
  error?: string;
}

/** A box ticked to agree (consent, acceptance), with its label beside it and its message below. */
export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-stone-800">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error: error || undefined })}
          className="mt-0.5 h-4 w-4 accent-amber-700"
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
