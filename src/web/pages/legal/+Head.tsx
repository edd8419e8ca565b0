import { usePageContext } from 'vike-react/usePageContext';
import { AI_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { LAST_UPDATED, legalPath, requireLegalPage } from '../../components/legal/legal-pages.ts';
import { canonicalUrl, SeoHead } from '../../components/seo/SeoHead.tsx';
import { pageText } from '../../i18n/page-title.ts';

export default function Head() {
  const pageContext = usePageContext();
  const page = requireLegalPage(pageContext.routeParams.slug);
  const path = legalPath(page);
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: pageText(`legal.pages.${page.key}.title`)(pageContext),
    url: canonicalUrl(pageContext, path),
    inLanguage: pageContext.lang,
    dateModified: LAST_UPDATED,
  };
  return <SeoHead path={path} image={AI_PREVIEW_IMAGE} jsonLd={[webPage]} />;
}
