export default import.meta.glob('../../i18n/pages/testSuite/*.json', { eager: true, import: 'default' });
