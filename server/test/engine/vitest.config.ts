import { defineConfig } from 'vitest/config';

// Stand-alone config for the engine's server tests: npx vitest run --config server/test/engine/vitest.config.ts
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/engine/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
