import { defineConfig } from 'vitest/config';
import { sdkFromSource } from '../scripts/sdk-source.ts';

// Browser tests: one real server (built app + both hosts on a fresh embedded database) for the whole run,
// clicked through in real Chromium. Files run one after another: the machine has two cores.
export default defineConfig({
  plugins: [sdkFromSource()],
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
