import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { sdkFromSource } from '../scripts/sdk-source.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The app; the server (http://localhost:8080) serves both API hosts under /api.
export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), sdkFromSource()],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_TARGET ?? 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: process.env.API_TARGET ?? 'http://localhost:8080', changeOrigin: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
