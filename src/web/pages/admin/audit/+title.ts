import { pageTitle } from '#web/i18n/page-title.ts';

export default pageTitle('adminAudit.title');
