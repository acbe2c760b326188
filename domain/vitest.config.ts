import { defineConfig } from 'vitest/config';

// Stand-alone config for running the domain tests on their own: npx vitest run --config domain/vitest.config.ts
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
