export default import.meta.glob('../../../i18n/pages/adminBookings/*.json', {
  eager: true,
  import: 'default',
});
