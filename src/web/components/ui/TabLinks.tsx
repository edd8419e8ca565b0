import type { ReactNode } from 'react';
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
 * current one is marked for screen readers with `aria-current`.
 */
export function TabLinks<Tab extends string>({ label, tabs, current, href, children }: TabLinksProps<Tab>) {
  return (
    <nav aria-label={label} className="mt-8 border-b border-stone-200">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {tabs.map((tab) => (
          <li key={tab} className="shrink-0">
            <a
              href={href(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={classNames(
                'inline-block border-b-2 px-3 py-2 text-sm font-medium',
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
