import type { RouteSync } from 'vike/types';
import { legalPageBySlug } from '../../components/legal/legal-pages.ts';

/** Only the four legal pages: any other /legal/… address falls through to the 404 page. */
const route: RouteSync = (pageContext) => {
  const slug = /^\/legal\/([a-z-]+)$/.exec(pageContext.urlPathname)?.[1];
  const page = legalPageBySlug(slug);
  return page ? { routeParams: { slug: page.slug } } : false;
};

export default route;
