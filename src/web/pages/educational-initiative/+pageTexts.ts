export default import.meta.glob('../../i18n/pages/education/*.json', { eager: true, import: 'default' });
