import type { PageContext } from 'vike/types';
import { pageTitle, withSiteName } from '#web/i18n/page-title.ts';
import type { Data } from './+data.ts';

const notFound = pageTitle('adminRecords.project.notFoundTitle');

export default (pageContext: PageContext<Data>) =>
  pageContext.data.page
    ? withSiteName(pageContext, pageContext.data.page.project.name)
    : notFound(pageContext);
