import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { precompressedAssets } from './build/precompressed-assets.ts';

// The bench's floor page (`bench/floor/`, built on its own) is no page of the site.
process.env.VIKE_CRAWL ??= JSON.stringify({ ignore: 'bench/**' });

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), precompressedAssets()],
  build: { target: 'es2022', sourcemap: process.env.BUILD_SOURCEMAP === '1' },
});
