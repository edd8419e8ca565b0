import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  title: 'Personal Brand',
  description: 'Artist, entrepreneur, engineer and coach: ventures, blog, booking and client portal.',
  favicon: '/favicon.svg',
  passToClient: [
    'user',
    'lang',
    'contactEmail',
    'requestId',
    'siteUrl',
    'formSubmission',
    'texts',
    'staffUnread',
    'writtenDates',
  ],
  meta: {
    // Page texts (src/web/i18n/pages/{group}/{language}.json): each page lists its groups in a
    // +pageTexts.ts (the root one: texts of every page). They stay on the server; +onBeforeRender
    // sends a page the ones in its reader's language.
    pageTexts: { env: { server: true }, cumulative: true },
  },
  // Pages live in src/web/pages; without this the URL of every page would start with /web.
  filesystemRoutingRoot: '/',
} satisfies Config;
