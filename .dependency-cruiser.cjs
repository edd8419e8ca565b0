/** The layer rule of ARCHITECTURE.md: dependencies point inward only. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside src/domain (no ORM, Express, React or queue).',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: '^src/domain' },
    },
    {
      name: 'application-depends-on-domain-only',
      comment: 'Use cases and ports import the domain and small pure libraries (zod), never adapters.',
      severity: 'error',
      from: { path: '^src/application' },
      to: { pathNot: ['^src/(domain|application)', '^node_modules/zod'] },
    },
    {
      name: 'infrastructure-not-outward',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/(web|workers)' },
    },
    {
      name: 'web-knows-composition-by-type-only',
      comment:
        'The web layer types its context with the services the composition root infers (AppServices), but never builds them.',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/composition', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-orm-imports-mikro-orm',
      comment:
        'MikroORM stays behind the repositories: in src only src/infrastructure/orm imports @mikro-orm/* ' +
        '(migrations/ and tests/ are outside src). Type-only imports count too.',
      severity: 'error',
      from: { path: '^src', pathNot: '^src/infrastructure/orm/' },
      to: { path: '^node_modules/@mikro-orm/' },
    },
    {
      name: 'web-not-into-workers',
      severity: 'error',
      from: { path: '^src/web' },
      to: { path: '^src/workers' },
    },
    {
      name: 'workers-do-not-compose',
      comment:
        'Processors take what they need as parameters (JobServices); the composition root builds it and ' +
        'passes it in, never the other way round.',
      severity: 'error',
      from: { path: '^src/workers' },
      to: { path: '^src/composition' },
    },
    {
      name: 'entry-points-are-not-imported',
      comment:
        'src/main.ts and src/worker-main.ts are the two composition roots: they import, nothing imports them.',
      severity: 'error',
      from: { path: '^src' },
      to: { path: '^src/(main|worker-main)[.]ts$' },
    },
    {
      name: 'browser-code-never-imports-server',
      comment: 'Pages and components run in the browser: they reach the server through tRPC only.',
      severity: 'error',
      from: { path: '^src/web/(pages|components|i18n|lib)' },
      to: { path: '^src/(infrastructure|workers|web/server)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'cross-layer-through-aliases',
      comment:
        'An import from another layer of src names it by its alias (#domain/*, #application/*, ...), ' +
        'not by climbing folders: the reader sees at once which layer it reaches into.',
      severity: 'error',
      from: { path: '^src/([^/]+)/' },
      to: { path: '^src/', pathNot: '^src/$1/', dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
