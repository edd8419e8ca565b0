export default import.meta.glob('../../i18n/pages/clientLogin/*.json', { eager: true, import: 'default' });
