export default import.meta.glob('../../i18n/pages/contact/*.json', { eager: true, import: 'default' });
