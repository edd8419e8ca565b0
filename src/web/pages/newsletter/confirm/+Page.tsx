import { usePageContext } from 'vike-react/usePageContext';
import { NewsletterResult } from '#web/components/newsletter/NewsletterResult.tsx';
import { Button, ButtonLink } from '#web/components/ui/Button.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';

/**
 * The link in the confirmation e-mail lands here; the button confirms (a POST), so a mail scanner that
 * opens the link confirms nothing on the reader's behalf.
 */
export default function Page() {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  const { status, token } = urlParsed.search;
  if (status === 'done')
    return (
      <NewsletterResult title={t('newsletter.confirmedTitle')}>
        <p className="mt-3 text-stone-600">{t('newsletter.confirmedText')}</p>
        <ButtonLink href="/blog" variant="brand" size="lg" className="mt-6">
          {t('post.backToBlogLink')}
        </ButtonLink>
      </NewsletterResult>
    );
  if (status === 'invalid' || !token)
    return (
      <NewsletterResult title={t('newsletter.invalidTitle')}>
        <p className="mt-3 text-stone-600">{t('newsletter.invalidText')}</p>
        <ButtonLink href="/blog" variant="brand" size="lg" className="mt-6">
          {t('post.backToBlogLink')}
        </ButtonLink>
      </NewsletterResult>
    );
  return (
    <NewsletterResult title={t('newsletter.confirmTitle')}>
      <p className="mt-3 text-stone-600">{t('newsletter.confirmText')}</p>
      <form method="post" action="/newsletter/confirm">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" variant="brand" size="lg" className="mt-6">
          {t('newsletter.confirmButton')}
        </Button>
      </form>
    </NewsletterResult>
  );
}
