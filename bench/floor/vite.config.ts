import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

/**
 * The stack's floor (issue 31): vike with its client router and React, rendering one heading and
 * nothing else, built and prerendered by the bench to weigh against the site's pages.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [vike(), react()],
  build: { target: 'es2022' },
  logLevel: 'warn',
});
