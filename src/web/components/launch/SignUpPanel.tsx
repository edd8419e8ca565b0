import { useTranslation } from '../../i18n/use-translation.tsx';
import { SIGN_UP_TYPES, type SignUpType, signUpLink } from './launch-plan.ts';

const ICONS: Record<SignUpType, string> = {
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  influencer: 'M3 11l18-8-8 18-2-8-8-2Z',
  business: 'M3 21h18M5 21V7l7-4 7 4v14M9 9h1m4 0h1M9 13h1m4 0h1M9 17h1m4 0h1',
};

/**
 * The three ways to sign up, as links to the app's own site (new tab) carrying the launch referral.
 * `id="join"` lets the "Join the Revolution Early" link reveal it even without JavaScript (:target).
 */
export function SignUpPanel({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      id="join"
      tabIndex={-1}
      aria-labelledby="join-heading"
      data-testid="sign-up-panel"
      className={`scroll-mt-8 rounded-3xl border border-amber-400/20 bg-gradient-to-b from-stone-900 to-stone-950 p-6 shadow-2xl shadow-black/50 outline-none sm:p-10 ${visible ? 'block' : 'hidden target:block'}`}
    >
      <h2 id="join-heading" className="text-center text-2xl font-bold text-white sm:text-3xl">
        {t('launch.signup.heading')}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-center text-stone-300">{t('launch.signup.text')}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {SIGN_UP_TYPES.map((type) => (
          <li key={type}>
            <a
              href={signUpLink(type)}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-5 transition hover:-translate-y-0.5 hover:border-amber-400/50 hover:bg-white/[0.07] focus-visible:border-amber-400"
            >
              <span className="grid h-11 w-11 place-items-center rounded-xl bg-amber-500/15 text-amber-300">
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  className="h-5 w-5"
                >
                  <path d={ICONS[type]} />
                </svg>
              </span>
              <span className="mt-4 block text-lg font-semibold text-white">
                {t(`launch.signup.${type}.title`)}
              </span>
              <span className="mt-1 block flex-1 text-sm leading-relaxed text-stone-300">
                {t(`launch.signup.${type}.text`)}
              </span>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-amber-300 group-hover:text-amber-200">
                {t(`launch.signup.${type}.cta`)}
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('launch.signup.newTab')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
