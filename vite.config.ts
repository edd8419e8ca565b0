import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { precompressedAssets } from './build/precompressed-assets.ts';

// The bench's floor page (`bench/floor/`, built on its own) is no page of the site.
process.env.VIKE_CRAWL ??= JSON.stringify({ ignore: 'bench/**' });

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), precompressedAssets()],
  build: {
    target: 'es2022',
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // A part of a page loaded later (an island, a dialog) fetches its modules as they import one another,
    // not through a <link rel=modulepreload> per module added to the page first: on a phone, adding the
    // links cost ~80 ms of main thread in one long task as a post's island loaded. Stylesheets still go
    // first, so nothing shows unstyled.
    modulePreload: {
      resolveDependencies: (_file, dependencies) => dependencies.filter((file) => file.endsWith('.css')),
    },
  },
});
