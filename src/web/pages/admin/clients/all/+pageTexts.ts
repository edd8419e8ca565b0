// The staff's lists: their own texts and the portal's (the status badges speak its words).
export default import.meta.glob(
  ['../../../../i18n/pages/adminClients/*.json', '../../../../i18n/pages/portal/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
