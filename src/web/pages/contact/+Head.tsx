import { usePageContext } from 'vike-react/usePageContext';
import { TRUTH_PREVIEW_IMAGE } from '#domain/blog/social-preview.ts';
import { SeoHead } from '../../components/seo/SeoHead.tsx';

export default function Head() {
  const { siteUrl, contactEmail } = usePageContext();
  return (
    <SeoHead
      path="/contact"
      image={TRUTH_PREVIEW_IMAGE}
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          url: `${siteUrl}/contact`,
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
