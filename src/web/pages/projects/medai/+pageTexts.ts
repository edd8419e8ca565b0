export default import.meta.glob('../../../i18n/pages/medai/*.json', { eager: true, import: 'default' });
