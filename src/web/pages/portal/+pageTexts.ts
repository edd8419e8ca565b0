export default import.meta.glob('../../i18n/pages/portal/*.json', { eager: true, import: 'default' });
