import { pageText } from '../../i18n/page-title.ts';

export default pageText('testSuite.description');
