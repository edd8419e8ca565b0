import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Which item takes focus when the menu opens: the first (click, Enter, Space, ArrowDown) or the last (ArrowUp). */
type OpenAt = 'first' | 'last';

/**
 * A menu button (WAI-ARIA APG "menu button" pattern): opening moves focus into the menu; ArrowUp and
 * ArrowDown move between items and wrap, Home and End jump to the ends; Escape closes and returns
 * focus to the button; Tab closes and moves on. A click outside or a choice closes it too.
 */
export function Dropdown({
  label,
  children,
  align = 'left',
}: {
  label: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
}) {
  const [openAt, setOpenAt] = useState<OpenAt | null>(null);
  const open = openAt !== null;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = useCallback(
    () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])],
    [],
  );

  useEffect(() => {
    if (!openAt) return;
    const all = items();
    (openAt === 'first' ? all[0] : all.at(-1))?.focus();
  }, [openAt, items]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      setOpenAt(null);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focusAt(current + 1);
      case 'ArrowUp':
        return focusAt(current < 0 ? -1 : current - 1);
      case 'Home':
        return focusAt(0);
      case 'End':
        return focusAt(-1);
      case 'Escape':
        event.preventDefault();
        setOpenAt(null);
        button.current?.focus();
        return;
      case 'Tab':
        // From the button, with the menu already gone, so Tab moves to what follows the menu button.
        button.current?.focus();
        flushSync(() => setOpenAt(null));
        return;
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-stone-100"
        onClick={() => setOpenAt((value) => (value ? null : 'first'))}
        onKeyDown={onButtonKey}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          tabIndex={-1}
          className={`absolute z-40 mt-1 min-w-56 rounded-md border border-stone-200 bg-white py-1 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
          onClick={() => setOpenAt(null)}
          onKeyDown={onMenuKey}
        >
          {children}
        </div>
      )}
    </div>
  );
}

export function MenuLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      href={href}
      className="block px-4 py-2 text-sm hover:bg-stone-100 focus:bg-stone-100"
    >
      {children}
    </a>
  );
}
