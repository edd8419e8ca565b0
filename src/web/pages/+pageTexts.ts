// The floating audio player and the welcome modal are on every page.
export default import.meta.glob('../i18n/pages/audio/*.json', { eager: true, import: 'default' });
