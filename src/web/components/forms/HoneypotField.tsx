interface HoneypotFieldProps {
  id: string;
  /** Read by bots that fill every field; people never see it. */
  label: string;
  value: string;
  onChange(value: string): void;
}

/**
 * The `website` field only bots fill in: off screen, hidden from screen readers and skipped by the
 * keyboard. A form whose honeypot is filled gets the usual answer and is dropped on the server.
 */
export function HoneypotField({ id, label, value, onChange }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
