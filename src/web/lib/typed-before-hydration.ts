/** Inputs whose text a person types (a checkbox's or a file's state is not replayed). */
const TYPED_INPUTS = new Set([
  'text',
  'email',
  'tel',
  'url',
  'search',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

/**
 * Hands React what a visitor typed into the server's HTML before the page (or an island) hydrated.
 * React leaves such text in the field but not in its state, so the field's next render would wipe it
 * (a name typed 0.3 s after the page appeared was gone once the form re-rendered). Each field
 * whose text differs from what React rendered (its `defaultValue`) is reported to React as if typed
 * now. Call it in a layout effect of the hydrated part, before anything renders it again.
 */
export function adoptTextTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const typed = field instanceof HTMLTextAreaElement || TYPED_INPUTS.has(field.type);
    // An island not hydrated yet adopts its own fields when it is (src/web/components/island).
    const hydrated = field.closest('[data-island]')?.getAttribute('data-island') !== '';
    if (typed && hydrated && field.value !== field.defaultValue) replayInput(field);
  }
}

function replayInput(field: HTMLInputElement | HTMLTextAreaElement): void {
  const text = field.value;
  // Through React's own setter, so React's record of the field holds the value its state has; then
  // the typed text back past that record, and an `input` event React compares the two on.
  field.value = field.defaultValue;
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
