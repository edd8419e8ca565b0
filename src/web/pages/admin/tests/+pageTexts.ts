// The checks' texts and the test-user keys panel's.
export default import.meta.glob(
  ['../../../i18n/pages/adminTests/*.json', '../../../i18n/pages/testUserKeys/*.json'],
  { eager: true, import: 'default' },
);
