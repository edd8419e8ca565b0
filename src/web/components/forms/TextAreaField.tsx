import type { TextareaHTMLAttributes } from 'react';
import { controlProps, FieldFrame, useLimitHint } from './TextField.tsx';

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
  const shownHint = useLimitHint(textarea, hint);
  return (
    <FieldFrame {...{ id, label, error, hideLabel, className }} hint={shownHint}>
      <textarea {...controlProps({ id, hint: shownHint, error, hideLabel })} {...textarea} />
    </FieldFrame>
  );
}
