import { type ReactNode, useEffect, useRef } from 'react';
import { classNames } from './class-names.ts';

interface TabLinksProps<Tab extends string> {
  /** What the navigation is called for screen readers. */
  label: string;
  tabs: readonly Tab[];
  current: Tab;
  href(tab: Tab): string;
  children(tab: Tab): ReactNode;
}

/**
 * A page's sections as links (they work before scripts load, and each has its own address); the
 * current one is marked for screen readers with `aria-current`. On a phone the tabs stay on one row
 * that scrolls sideways, as in phone apps, so every tab's underline lies on the same line; the
 * current tab is brought into view within the row (the page itself does not move).
 */
export function TabLinks<Tab extends string>({ label, tabs, current, href, children }: TabLinksProps<Tab>) {
  const currentLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = currentLink.current;
    const row = link?.parentElement?.parentElement;
    if (!link || !row) return;
    const start = link.offsetLeft;
    const end = start + link.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth)
      row.scrollLeft = Math.max(0, start - (row.clientWidth - link.offsetWidth) / 2);
  }, []);
  return (
    <nav aria-label={label} className="mt-8 border-b border-stone-200">
      <ul className="relative -mb-px flex gap-x-1 overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {tabs.map((tab) => (
          <li key={tab} className="shrink-0">
            <a
              ref={tab === current ? currentLink : undefined}
              href={href(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={classNames(
                'inline-flex items-center whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
                tab === current
                  ? 'border-amber-700 text-stone-900'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
              )}
            >
              {children(tab)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
