import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { NewsletterResult } from '#web/components/newsletter/NewsletterResult.tsx';
import { Button, ButtonLink } from '#web/components/ui/Button.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { Data } from './+data.ts';

/** One click to leave the newsletter; the same address also takes the RFC 8058 one-click POST. */
export default function Page() {
  const { t } = useTranslation();
  const { subscription } = useData<Data>();
  const { urlParsed } = usePageContext();
  const { status, token } = urlParsed.search;
  if (status === 'done' || subscription?.status === 'unsubscribed')
    return (
      <NewsletterResult title={t('newsletter.unsubscribedTitle')}>
        <p className="mt-3 text-stone-600">{t('newsletter.unsubscribedText')}</p>
      </NewsletterResult>
    );
  if (!subscription || !token)
    return (
      <NewsletterResult title={t('newsletter.invalidTitle')}>
        <ButtonLink href="/blog" variant="brand" size="lg" className="mt-6">
          {t('post.backToBlogLink')}
        </ButtonLink>
      </NewsletterResult>
    );
  return (
    <NewsletterResult title={t('newsletter.unsubscribeTitle')}>
      <p className="mt-3 text-stone-600">
        {t('newsletter.unsubscribeText', { email: subscription.maskedEmail })}
      </p>
      <form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}>
        <Button type="submit" variant="brand" size="lg" className="mt-6">
          {t('newsletter.unsubscribeButton')}
        </Button>
      </form>
    </NewsletterResult>
  );
}
