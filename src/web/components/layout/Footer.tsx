import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';

const QUICK_LINKS = [
  { href: '/', label: 'nav.home' },
  { href: '/blog', label: 'nav.blog' },
  { href: '/#ventures', label: 'nav.currentProjects' },
  { href: '/booking#booking-top', label: 'nav.bookSession' },
];
/** Like the header's Start Project button, offered only to visitors who are not signed in. */
const START_PROJECT = { href: '/client_onboarding', label: 'nav.startProject' };

const LEGAL_LINKS = [
  { href: '/legal/privacy-policy', label: 'footer.privacyPolicy' },
  { href: '/legal/terms-of-service', label: 'footer.termsOfService' },
  { href: '/legal/cookie-policy', label: 'footer.cookiePolicy' },
  { href: '/legal/data-protection', label: 'footer.dataProtection' },
];

export function Footer() {
  const { t } = useTranslation();
  const { contactEmail, user } = usePageContext();
  const quickLinks = user ? QUICK_LINKS : [...QUICK_LINKS, START_PROJECT];
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="text-base font-semibold text-white">{t('site.name')}</h2>
          <p className="mt-3 text-sm leading-relaxed">{t('footer.about')}</p>
        </section>
        <FooterLinks title={t('footer.quickLinks')} links={quickLinks} />
        <FooterLinks title={t('footer.legal')} links={LEGAL_LINKS} />
        <section>
          <h2 className="text-base font-semibold text-white">{t('footer.contact')}</h2>
          <address className="mt-3 space-y-1 text-sm not-italic">
            <a href={`mailto:${contactEmail}`} className="block hover:text-white">
              {contactEmail}
            </a>
            <span className="block">{t('footer.location')}</span>
          </address>
        </section>
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-400">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="hover:text-white">
              {t(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
