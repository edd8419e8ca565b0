import type { PageContext } from 'vike/types';
import { requireLegalPage } from '../../components/legal/legal-pages.ts';
import { pageTitle } from '../../i18n/page-title.ts';

export default (pageContext: PageContext) =>
  pageTitle(`legal.pages.${requireLegalPage(pageContext.routeParams.slug).key}.title`)(pageContext);
