import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useTextControl } from './TextField.tsx';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  hideLabel?: boolean;
}

/** The multi-line twin of `TextField`: a labelled textarea with its hint and error announced. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = useTextControl(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}
