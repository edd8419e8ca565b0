export default import.meta.glob('../../i18n/pages/cv/*.json', { eager: true, import: 'default' });
