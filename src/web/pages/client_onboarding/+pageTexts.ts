export default import.meta.glob('../../i18n/pages/onboarding/*.json', { eager: true, import: 'default' });
