import type { PageContext } from 'vike/types';
import { pageTitle, withSiteName } from '#web/i18n/page-title.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => {
  const post = pageContext.data?.post;
  return post ? withSiteName(pageContext, post.title) : pageTitle('blog.title')(pageContext);
};
