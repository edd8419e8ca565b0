export default import.meta.glob('../../i18n/pages/testBlogApi/*.json', { eager: true, import: 'default' });
