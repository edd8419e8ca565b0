import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** A button that opens a menu of links; closes on a click outside, on Escape and after a choice. */
export function Dropdown({
  label,
  children,
  align = 'left',
}: {
  label: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-stone-100"
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: closing on click only complements the links' own keyboard use
        <div
          id={menuId}
          role="menu"
          className={`absolute z-40 mt-1 min-w-56 rounded-md border border-stone-200 bg-white py-1 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
          onClick={() => setOpen(false)}
        >
          {children}
        </div>
      )}
    </div>
  );
}

export function MenuLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a role="menuitem" href={href} className="block px-4 py-2 text-sm hover:bg-stone-100">
      {children}
    </a>
  );
}
