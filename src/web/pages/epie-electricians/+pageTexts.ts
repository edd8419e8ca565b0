export default import.meta.glob('../../i18n/pages/electricians/*.json', { eager: true, import: 'default' });
