export default import.meta.glob(['../../i18n/pages/portal/*.json', '../../i18n/pages/conversations/*.json'], {
  eager: true,
  import: 'default',
});
