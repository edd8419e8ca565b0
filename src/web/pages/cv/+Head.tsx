import { usePageContext } from 'vike-react/usePageContext';
import { TRUTH_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { SeoHead } from '../../components/seo/SeoHead.tsx';
import { pageText } from '../../i18n/page-title.ts';

export default function Head() {
  const pageContext = usePageContext();
  const profile = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    name: pageText('cv.title')(pageContext),
    url: `${pageContext.siteUrl}/cv`,
    description: pageText('cv.description')(pageContext),
  };
  return <SeoHead path="/cv" image={TRUTH_PREVIEW_IMAGE} jsonLd={[profile]} />;
}
