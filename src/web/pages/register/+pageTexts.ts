export default import.meta.glob('../../i18n/pages/register/*.json', { eager: true, import: 'default' });
