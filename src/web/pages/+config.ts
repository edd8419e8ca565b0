import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  title: 'Personal Brand',
  description: 'Artist, entrepreneur, engineer and coach: ventures, blog, booking and client portal.',
  favicon: '/favicon.svg',
  passToClient: ['user', 'lang', 'contactEmail', 'requestId', 'siteUrl'],
  // Pages live in src/web/pages; without this the URL of every page would start with /web.
  filesystemRoutingRoot: '/',
} satisfies Config;
