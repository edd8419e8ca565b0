import type { PageContext } from 'vike/types';
import { requireLegalPage } from '../../components/legal/legal-pages.ts';
import { pageText } from '../../i18n/page-title.ts';

export default (pageContext: PageContext) =>
  pageText(`legal.pages.${requireLegalPage(pageContext.routeParams.slug).key}.description`)(pageContext);
