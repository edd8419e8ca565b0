export default import.meta.glob('../../i18n/pages/testConnection/*.json', { eager: true, import: 'default' });
