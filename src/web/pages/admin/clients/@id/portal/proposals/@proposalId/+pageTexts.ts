// The client's proposal page in the owner's view: the review's and the deposit's texts (the portal's
// and the banner's come from the portal view).
export default import.meta.glob(
  ['../../../../../../../i18n/pages/proposalReview/*.json', '../../../../../../../i18n/pages/deposit/*.json'],
  { eager: true, import: 'default' },
);
