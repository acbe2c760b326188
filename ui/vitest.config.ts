import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sdkFromSource } from '../scripts/sdk-source.ts';

export default defineConfig({
  plugins: [react(), sdkFromSource()],
  test: {
    name: 'ui',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
