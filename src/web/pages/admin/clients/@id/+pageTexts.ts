// A client's page: its own texts, and the portal's (the status badges speak the portal's words).
export default import.meta.glob(
  ['../../../../i18n/pages/adminRecords/*.json', '../../../../i18n/pages/portal/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
