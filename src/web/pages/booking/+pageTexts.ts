export default import.meta.glob('../../i18n/pages/booking/*.json', { eager: true, import: 'default' });
