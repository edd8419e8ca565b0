interface ToggleGroupProps<Value extends string> {
  label: string;
  /**
   * `name`: said after a short visible label (a language code) by screen readers, so the button's
   * name still starts with what is seen ("FR Français").
   */
  options: readonly { value: Value; label: string; name?: string }[];
  value: Value;
  onChange(value: Value): void;
}

/** A few pressed/unpressed buttons choosing one value (Edit/Preview, Image/Video, the language). */
export function ToggleGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
}: ToggleGroupProps<Value>) {
  return (
    <fieldset className="inline-flex rounded-md border border-stone-300 bg-white p-0.5">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className="rounded px-3 py-1.5 text-sm font-medium text-stone-700 aria-pressed:bg-stone-900 aria-pressed:text-white"
        >
          {option.label}
          {option.name && <span className="sr-only"> {option.name}</span>}
        </button>
      ))}
    </fieldset>
  );
}
