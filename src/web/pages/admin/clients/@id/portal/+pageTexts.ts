// A client's portal in the owner's view: the portal's texts and the view's banner.
export default import.meta.glob(
  ['../../../../../i18n/pages/portal/*.json', '../../../../../i18n/pages/portalView/*.json'],
  { eager: true, import: 'default' },
);
