import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { inLanguage, SeoHead } from '#web/components/seo/SeoHead.tsx';
import { postUrl } from '#web/lib/blog-url.ts';
import type { Data } from './+data.ts';

export default function Head() {
  const { post } = useData<Data>();
  const { siteUrl, lang } = usePageContext();
  // This language version's own address, as its canonical link says.
  const url = inLanguage(`${siteUrl}${postUrl(post.slug)}`, lang);
  const image = new URL(post.socialImageUrl, siteUrl).href;
  const author = post.authorName ? { '@type': 'Person', name: post.authorName, url: siteUrl } : undefined;
  return (
    <>
      {!post.published && <meta name="robots" content="noindex" />}
      <SeoHead
        path={postUrl(post.slug)}
        image={post.socialImageUrl}
        type="article"
        article={{ publishedTime: post.date, modifiedTime: post.updatedAt, tags: post.tags }}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            inLanguage: post.language,
            description: post.description,
            image: [image],
            datePublished: post.date,
            dateModified: post.updatedAt,
            mainEntityOfPage: url,
            url,
            keywords: post.tags.join(', '),
            author,
          },
          ...(author ? [{ '@context': 'https://schema.org', ...author }] : []),
        ]}
      />
    </>
  );
}
