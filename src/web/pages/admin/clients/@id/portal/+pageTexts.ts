// A client's portal in the owner's view: the portal's texts, the view's banner, and (for its proposal
// pages) the review's and the deposit's.
export default import.meta.glob(
  [
    '../../../../../i18n/pages/portal/*.json',
    '../../../../../i18n/pages/portalView/*.json',
    '../../../../../i18n/pages/proposalReview/*.json',
    '../../../../../i18n/pages/deposit/*.json',
  ],
  { eager: true, import: 'default' },
);
