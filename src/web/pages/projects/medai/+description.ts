import { pageText } from '#web/i18n/page-title.ts';

export default pageText('medai.description');
