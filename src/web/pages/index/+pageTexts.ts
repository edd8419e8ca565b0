export default import.meta.glob('../../i18n/pages/{homePage,music,mixMarshall,tagMyThing}/*.json', {
  eager: true,
  import: 'default',
});
