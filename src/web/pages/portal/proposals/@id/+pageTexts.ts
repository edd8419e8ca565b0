// The client's proposal page: its review and signature, and the deposit (the portal's texts come from /portal).
export default import.meta.glob(
  ['../../../../i18n/pages/proposalReview/*.json', '../../../../i18n/pages/deposit/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
