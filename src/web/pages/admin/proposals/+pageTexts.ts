// Every page under /admin/proposals: the owner's texts, the full lists' controls (adminClients), the deposit's, and the portal's (the status
// badges and the client's view of a proposal speak the portal's words).
export default import.meta.glob(
  [
    '../../../i18n/pages/adminProposals/*.json',
    '../../../i18n/pages/adminClients/*.json',
    '../../../i18n/pages/deposit/*.json',
    '../../../i18n/pages/portal/*.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
