export default import.meta.glob('../../i18n/pages/launch/*.json', { eager: true, import: 'default' });
