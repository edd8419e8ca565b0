import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { Dropdown, MenuLink } from './Dropdown.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { accountLinks, labelOptions, mainLinks, servicesMenu, signOut } from './navigation.ts';

export function Header() {
  const { t } = useTranslation();
  const { user, staffUnread } = usePageContext();
  const services = servicesMenu(user, staffUnread ?? 0);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href="/" className="text-lg font-bold tracking-tight">
          {t('site.name')}
        </a>
        <nav aria-label={t('nav.home')} className="hidden items-center gap-1 md:flex">
          <Dropdown label={t(services.label)}>
            {services.links.map((link) => (
              <MenuLink key={link.href} href={link.href}>
                {t(link.label, labelOptions(link))}
              </MenuLink>
            ))}
          </Dropdown>
          {mainLinks(user).map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium hover:bg-stone-100"
            >
              {t(link.label, labelOptions(link))}
            </a>
          ))}
          <LanguagePicker id="language-desktop" />
          {user ? (
            <Dropdown label={user.firstName || t('nav.account')} align="right">
              {accountLinks(user, staffUnread ?? 0).map((link) => (
                <MenuLink key={link.href} href={link.href}>
                  {t(link.label, labelOptions(link))}
                </MenuLink>
              ))}
              <button
                type="button"
                role="menuitem"
                className="block w-full px-4 py-2 text-left text-sm hover:bg-stone-100"
                onClick={() => void signOut()}
              >
                {t('nav.signOut')}
              </button>
            </Dropdown>
          ) : (
            <>
              <a href="/login" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-stone-100">
                {t('nav.adminLogin')}
              </a>
              <ButtonLink href="/client_onboarding" variant="brand" className="ml-1">
                {t('nav.startProject')}
              </ButtonLink>
            </>
          )}
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
