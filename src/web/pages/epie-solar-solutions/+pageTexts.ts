export default import.meta.glob('../../i18n/pages/solar/*.json', { eager: true, import: 'default' });
