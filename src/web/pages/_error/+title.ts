import type { PageContext } from 'vike/types';
import { pageTitle } from '../../i18n/page-title.ts';
import { ACCESS_DENIED, POST_NOT_FOUND } from '../../lib/abort-reasons.ts';

/** Says what went wrong, as the page does: "Page Not Found", "Post Not Found", "Access Denied" or "Something went wrong". */
export default (pageContext: PageContext) => {
  if (pageContext.abortReason === ACCESS_DENIED) return pageTitle('errors.accessDeniedTitle')(pageContext);
  if (!pageContext.is404) return pageTitle('errors.serverTitle')(pageContext);
  const missing = pageContext.abortReason === POST_NOT_FOUND ? 'post.notFoundTitle' : 'errors.notFoundTitle';
  return pageTitle(missing)(pageContext);
};
