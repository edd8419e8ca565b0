import { usePageContext } from 'vike-react/usePageContext';
import { TRUTH_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { canonicalUrl, SeoHead } from '../../components/seo/SeoHead.tsx';
import { pageText, siteName } from '../../i18n/page-title.ts';

export default function Head() {
  const pageContext = usePageContext();
  const profile = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    name: pageText('cv.title')(pageContext),
    url: canonicalUrl(pageContext, '/cv'),
    inLanguage: pageContext.lang,
    description: pageText('cv.description')(pageContext),
    // The person the CV is about: the site's owner.
    mainEntity: {
      '@type': 'Person',
      name: siteName(pageContext),
      jobTitle: pageText('cv.role')(pageContext),
      url: pageContext.siteUrl,
      email: pageContext.contactEmail,
    },
  };
  return <SeoHead path="/cv" image={TRUTH_PREVIEW_IMAGE} jsonLd={[profile]} />;
}
