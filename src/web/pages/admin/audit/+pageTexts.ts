export default import.meta.glob('../../../i18n/pages/adminAudit/*.json', {
  eager: true,
  import: 'default',
});
