import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { precompressedAssets } from './build/precompressed-assets.ts';

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), precompressedAssets()],
  build: { target: 'es2022', sourcemap: process.env.BUILD_SOURCEMAP === '1' },
});
