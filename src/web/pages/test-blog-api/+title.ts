import { pageTitle } from '../../i18n/page-title.ts';

export default pageTitle('testBlogApi.title');
