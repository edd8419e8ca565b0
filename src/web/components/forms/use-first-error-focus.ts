import { useRef } from 'react';

/**
 * A form's ref, and a way to put the focus on the first field (in the form's order) that has an error,
 * so a keyboard or screen-reader user lands on what to fix.
 */
export function useFirstErrorFocus(fieldOrder: readonly string[]) {
  const formRef = useRef<HTMLFormElement>(null);
  function focusFirstError(errors: Record<string, string>) {
    const first = fieldOrder.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }
  return { formRef, focusFirstError };
}
