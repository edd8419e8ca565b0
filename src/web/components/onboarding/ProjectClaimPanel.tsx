import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CLIENT_LOGIN_PATH } from '../../lib/client-login.ts';
import { submissionFor } from '../../lib/form-submission.ts';
import { CLAIM_DONE_PARAM, claimOutcome, PROJECT_CLAIM_PATH } from '../../lib/project-claim.ts';
import type { Data } from '../../pages/client_onboarding/confirm/+data.ts';
import { Button, ButtonLink } from '../ui/Button.tsx';

/**
 * The page the e-mail about an unverified project links to. Opening it changes nothing (mail scanners
 * open links before people do): it names the project and offers "Confirm" and "Remove", plain forms that
 * post the link's token; after either, it says what was done.
 */
export function ProjectClaimPanel() {
  const { t } = useTranslation();
  const { urlParsed, formSubmission } = usePageContext();
  const { claim } = useData<Data>();
  const token = urlParsed.search.token ?? '';
  const done = claimOutcome(urlParsed.search[CLAIM_DONE_PARAM]);
  const refused = submissionFor(formSubmission, 'projectClaim');
  const lang = urlParsed.search.lang;
  const action = lang ? `${PROJECT_CLAIM_PATH}?${new URLSearchParams({ lang })}` : PROJECT_CLAIM_PATH;

  if (done)
    return (
      <Outcome title={t(`onboarding.claim.${done}Title`)} text={t(`onboarding.claim.${done}Text`)} status />
    );
  if (refused || claim.state === 'invalid')
    return <Outcome title={t('onboarding.claim.invalidTitle')} text={t('onboarding.claim.invalidText')} />;
  if (claim.state === 'confirmed')
    return (
      <Outcome title={t('onboarding.claim.confirmedTitle')} text={t('onboarding.claim.confirmedText')} />
    );

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t('onboarding.claim.title')}</h1>
      <p className="mt-3 text-sm text-stone-700">{t('onboarding.claim.text')}</p>
      <p className="mt-4 rounded-md border border-stone-200 bg-white px-4 py-3 font-semibold text-stone-900">
        {claim.projectName}
      </p>
      <p className="mt-4 text-sm text-stone-700">{t('onboarding.claim.question')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <form method="post" action={action}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="decision" value="confirm" />
          <Button type="submit" variant="brand" size="lg" className="w-full">
            {t('onboarding.claim.confirm')}
          </Button>
        </form>
        <form method="post" action={action}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="decision" value="decline" />
          <Button type="submit" variant="danger-outline" size="lg" className="w-full">
            {t('onboarding.claim.decline')}
          </Button>
        </form>
      </div>
    </div>
  );
}

function Outcome({ title, text, status = false }: { title: string; text: string; status?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role={status ? 'status' : undefined}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-sm text-stone-700">{text}</p>
      <ButtonLink href={CLIENT_LOGIN_PATH} variant="brand" className="mt-8">
        {t('onboarding.claim.portal')}
      </ButtonLink>
    </div>
  );
}
