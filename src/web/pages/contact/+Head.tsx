import { usePageContext } from 'vike-react/usePageContext';
import { TRUTH_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { canonicalUrl, SeoHead } from '../../components/seo/SeoHead.tsx';

export default function Head() {
  const pageContext = usePageContext();
  const { siteUrl, contactEmail } = pageContext;
  return (
    <SeoHead
      path="/contact"
      image={TRUTH_PREVIEW_IMAGE}
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          url: canonicalUrl(pageContext, '/contact'),
          inLanguage: pageContext.lang,
          mainEntity: {
            '@type': 'Person',
            url: siteUrl,
            email: contactEmail,
            address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
          },
        },
      ]}
    />
  );
}
