import type { FeedPostDto } from '#application/blog/schemas.ts';

export interface RssChannel {
  title: string;
  description: string;
  /** The blog's page in the feed's language. */
  link: string;
  /** The feed's own address (`atom:link rel="self"`). */
  self: string;
  language: string;
  copyright: string;
  /** When the newest item last changed: the feed's `lastBuildDate` and its HTTP `Last-Modified`. */
  updated: Date;
}

export interface RssItem extends Pick<FeedPostDto, 'title' | 'description' | 'html' | 'authorName' | 'tags'> {
  /** The post's page in the feed's language: its link and GUID. */
  link: string;
  published: Date;
  /** An absolute image address, sent as the item's enclosure. */
  imageUrl?: string | undefined;
}

/** Plain text as HTML that shows that text (for the description, which RSS readers render as HTML). */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const htmlText = (text: string) =>
  text.replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character);

/** `image/webp` from `…/cover.webp`: readers need the enclosure's type. */
const imageType = (url: string) => `image/${new URL(url).pathname.split('.').pop()?.toLowerCase() || 'jpeg'}`;

function item(entry: RssItem) {
  return {
    title: entry.title,
    link: entry.link,
    guid: { '@_isPermaLink': 'false', '#text': entry.link },
    pubDate: entry.published.toUTCString(),
    description: htmlText(entry.description),
    'content:encoded': { '#cdata': entry.html },
    // RSS's <author> is an e-mail address; a name goes in Dublin Core's creator.
    ...(entry.authorName ? { 'dc:creator': entry.authorName } : {}),
    category: entry.tags,
    ...(entry.imageUrl
      ? { enclosure: { '@_url': entry.imageUrl, '@_length': '0', '@_type': imageType(entry.imageUrl) } }
      : {}),
  };
}

/**
 * An RSS 2.0 feed. Titles and descriptions are escaped text (a title is never markup; a description
 * is HTML, so its text is escaped once more); only the post's HTML body is a CDATA section.
 * fast-xml-parser loads with the first request for a feed.
 */
export async function rssDocument(channel: RssChannel, items: RssItem[]): Promise<string> {
  const { XMLBuilder } = await import('fast-xml-parser');
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    textNodeName: '#text',
    cdataPropName: '#cdata',
    suppressEmptyNode: true,
  });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@_xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      channel: {
        title: channel.title,
        link: channel.link,
        description: channel.description,
        language: channel.language,
        copyright: channel.copyright,
        lastBuildDate: channel.updated.toUTCString(),
        docs: 'https://www.rssboard.org/rss-specification',
        'atom:link': { '@_href': channel.self, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: items.map(item),
      },
    },
  });
}
