import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { sdkFromSource } from '../scripts/sdk-source.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API and the app's runtime configuration come from the server, also behind the dev server.
const target = process.env.API_TARGET ?? 'http://localhost:8080';
const serverRoutes = { '/api': { target, changeOrigin: true }, '/app-config.json': { target, changeOrigin: true } };

// The app; the server (http://localhost:8080) serves both API hosts under /api.
export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), sdkFromSource()],
  // The packages import fp-ts's CommonJS build (`fp-ts/lib/…`, which Node reads); the app takes its ES build, which
  // io-ts already uses: one copy instead of two, and tree-shaken.
  resolve: { alias: [{ find: /^fp-ts\/lib\/(.*)$/, replacement: 'fp-ts/es6/$1' }] },
  server: { port: 5173, proxy: serverRoutes },
  preview: { proxy: serverRoutes },
  // The manifest (dist/.vite/manifest.json) tells e2e/tests/bundle-budget.test.ts which chunks the first load
  // fetches; that test holds the gzip budgets, so Vite's own warning (on minified size) only marks a runaway chunk.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
});
