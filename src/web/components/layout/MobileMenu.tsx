import { useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { accountLinks, labelOptions, mainLinks, type NavLink, servicesMenu, signOut } from './navigation.ts';

/** Spec: on small screens the menu closes first and navigation follows 100 ms later. */
const NAVIGATION_DELAY_MS = 100;

/**
 * The header's menu below 768 px: every item of the desktop header in one panel. A `<details>`
 * disclosure, so the menu opens, closes and leads on before any script has run; once hydrated, React
 * follows its state to close it on navigation and Escape.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { user, staffUnread } = usePageContext();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLElement>(null);
  const services = servicesMenu(user, staffUnread ?? 0);
  const go = (href: string) => {
    setOpen(false);
    setTimeout(() => void navigate(href), NAVIGATION_DELAY_MS);
  };
  const item = (link: NavLink) => (
    <li key={`${link.label}-${link.href}`}>
      <a
        href={link.href}
        className="block rounded-md px-3 py-2 text-base hover:bg-stone-100"
        onClick={(event) => {
          event.preventDefault();
          go(link.href);
        }}
      >
        {t(link.label, labelOptions(link))}
      </a>
    </li>
  );

  return (
    <details
      className="group md:hidden"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <summary
        ref={toggle}
        aria-controls="mobile-menu"
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        className="cursor-pointer list-none rounded-md p-2 text-2xl leading-none hover:bg-stone-100 [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true" className="group-open:hidden">
          ☰
        </span>
        <span aria-hidden="true" className="hidden group-open:inline">
          ×
        </span>
      </summary>
      <nav
        id="mobile-menu"
        aria-label={t('nav.home')}
        className="absolute inset-x-0 top-16 border-b border-stone-200 bg-white px-4 pb-4 shadow-lg"
      >
        <p className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-stone-500">
          {t(services.label)}
        </p>
        <ul>{services.links.map(item)}</ul>
        <ul className="mt-2 border-t border-stone-100 pt-2">
          {mainLinks(user).map(item)}
          {user && accountLinks(user, staffUnread ?? 0).map(item)}
        </ul>
        <div className="mt-3 flex items-center gap-3 border-t border-stone-100 px-3 pt-3">
          <LanguagePicker id="language-mobile" />
          {user ? (
            <button type="button" className="rounded-md px-3 py-2 text-base" onClick={() => void signOut()}>
              {t('nav.signOut')}
            </button>
          ) : (
            <ButtonLink
              href="/client_onboarding"
              variant="brand"
              onClick={(event) => {
                event.preventDefault();
                go('/client_onboarding');
              }}
            >
              {t('nav.startProject')}
            </ButtonLink>
          )}
        </div>
      </nav>
    </details>
  );
}
