import type { PageContext } from 'vike/types';
import { pageTitle, withSiteName } from '#web/i18n/page-title.ts';
import type { Data } from './+data.ts';

const notFound = pageTitle('adminRecords.client.notFoundTitle');

export default (pageContext: PageContext<Data>) =>
  pageContext.data.page
    ? withSiteName(pageContext, pageContext.data.page.client.name)
    : notFound(pageContext);
