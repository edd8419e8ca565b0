import type { PageContext } from 'vike/types';
import { withSiteName } from '#web/i18n/page-title.ts';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => withSiteName(pageContext, pageContext.data.proposal.title);
