export default import.meta.glob('../../../i18n/pages/adminTests/*.json', {
  eager: true,
  import: 'default',
});
