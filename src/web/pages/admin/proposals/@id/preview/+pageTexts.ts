// The owner's preview of the client's page: the portal's texts and the review's (the deposit's come from /admin/proposals).
export default import.meta.glob(
  ['../../../../../i18n/pages/portal/*.json', '../../../../../i18n/pages/proposalReview/*.json'],
  { eager: true, import: 'default' },
);
