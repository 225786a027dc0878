import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      // Whole pages rendered in jsdom on a 2-core machine: a busy moment must not fail a correct test.
      testTimeout: 20_000,
      projects: [
        // The app: components and pages in jsdom.
        { extends: true, test: { name: 'app', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/test/setup.ts'] } },
        // The build's reading of shop/ (scripts/shop/): Node, real files and photos.
        { extends: true, test: { name: 'shop', environment: 'node', include: ['scripts/shop/**/*.test.ts'] } },
      ],
    },
  }),
);
