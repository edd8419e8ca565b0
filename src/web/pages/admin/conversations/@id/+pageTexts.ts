// The owner's thread: the conversation texts.
export default import.meta.glob('../../../../i18n/pages/conversations/*.json', {
  eager: true,
  import: 'default',
});
