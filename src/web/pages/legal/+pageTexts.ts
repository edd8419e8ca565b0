export default import.meta.glob('../../i18n/pages/legal/*.json', { eager: true, import: 'default' });
