// Every page under /admin/proposals: the owner's texts and the deposit's.
export default import.meta.glob(
  ['../../../i18n/pages/adminProposals/*.json', '../../../i18n/pages/deposit/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
