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
        // The build's own tools: the reading of shop/ (scripts/shop/), with real files and photos, and the bench's helpers.
        { extends: true, test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      ],
    },
  }),
);
