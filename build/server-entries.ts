/** What `npm run serve` and `npm run worker` start, by the name of its bundle. */
export const SERVER_ENTRIES = {
  main: 'src/main.ts',
  'worker-main': 'src/worker-main.ts',
} as const;

/** Where the bundles go: `dist/node/main.mjs` for `src/main.ts`, and so on. */
export const SERVER_BUNDLE_DIR = 'dist/node';

/** The bundle `npm run build` makes of a source entry point (relative paths), if it makes one. */
export function bundleOf(sourceEntry: string): string | undefined {
  const name = Object.entries(SERVER_ENTRIES).find(([, source]) => source === sourceEntry)?.[0];
  return name && `${SERVER_BUNDLE_DIR}/${name}.mjs`;
}
