import type { TextareaHTMLAttributes } from 'react';
import { controlProps, FieldFrame } from './TextField.tsx';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  hideLabel?: boolean;
}

/** The multi-line twin of `TextField`: a labelled textarea with its hint and error announced. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  hideLabel,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      <textarea {...controlProps({ id, hint, error, hideLabel })} {...textarea} />
    </FieldFrame>
  );
}
