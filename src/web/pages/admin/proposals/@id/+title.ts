import type { PageContext } from 'vike/types';
import { pageTitle, withSiteName } from '#web/i18n/page-title.ts';
import type { Data } from './+data.ts';

const notFound = pageTitle('adminProposals.detail.notFoundTitle');

export default (pageContext: PageContext<Data>) =>
  pageContext.data.proposal
    ? withSiteName(pageContext, pageContext.data.proposal.title)
    : notFound(pageContext);
