import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${local('./src')}/` },
      // React Router's package exports always point at its development build (warnings and all);
      // production builds take its production build, a few kB lighter and silent.
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: local('./node_modules/react-router/dist/production/index.mjs') }]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    // One stylesheet for the whole site: prerendered pages are styled before any script runs.
    cssCodeSplit: false,
    manifest: true,
    // Chromium and every browser this shop supports know modulepreload; the polyfill would fetch().
    modulePreload: { polyfill: false },
  },
}));
