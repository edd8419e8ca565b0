/** Joins the class lists that apply, skipping the empty and the false ones. */
export function classNames(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
