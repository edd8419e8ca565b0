import { pageTitle } from '../../../i18n/page-title.ts';

export default pageTitle('adminAudit.title');
