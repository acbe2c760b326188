import { defineConfig } from 'vitest/config';
import { sdkFromSource } from './scripts/sdk-source.ts';

// One run for every package; the browser tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'scripts', root: 'scripts', include: ['test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'openapi', root: 'openapi', include: ['test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'sdk', root: 'sdk', include: ['test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'domain', root: 'domain', include: ['test/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [sdkFromSource()],
        test: { name: 'application', root: 'application', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      'ui/vitest.config.ts',
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
