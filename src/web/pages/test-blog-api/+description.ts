import { pageText } from '../../i18n/page-title.ts';

export default pageText('testBlogApi.description');
