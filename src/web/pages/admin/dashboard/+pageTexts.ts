export default import.meta.glob('../../../i18n/pages/adminClients/*.json', {
  eager: true,
  import: 'default',
});
