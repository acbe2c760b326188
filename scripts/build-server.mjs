// Compiles the server, its worker and its operator commands to plain JavaScript in server/dist, so production
// runs them with `node` (no TypeScript compiled at every start). Our workspace packages (@licita/*, relative
// imports into domain/ and openapi/) are bundled; packages from node_modules stay external and load as usual.
// Migrations are entry points of their own in server/dist/migrations, where the migrator looks for them.
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'server', 'src');
const outdir = join(root, 'server', 'dist');

const migrations = readdirSync(join(src, 'db', 'migrations')).filter((f) => /^\d+_[\w-]+\.ts$/.test(f));
const entryPoints = {
  main: join(src, 'main.ts'),
  worker: join(src, 'cli', 'worker.ts'),
  admin: join(src, 'cli', 'admin.ts'),
  simulate: join(src, 'cli', 'simulate.ts'),
  'engine-thread': join(src, 'runs', 'engine-thread.ts'),
  'document-thread': join(src, 'documents', 'document-thread.ts'),
  'notice-thread': join(src, 'placsp', 'notice-thread.ts'),
  'password-strength-thread': join(src, 'auth', 'password-strength-thread.ts'),
  // the engine's benchmark measures the engine as production runs it: compiled (npm run bench:engine)
  'bench-engine': join(src, 'cli', 'bench-engine.ts'),
  // the market's benchmark measures the import's memory as the operator's compiled `import-awards` uses it
  'bench-market': join(src, 'cli', 'bench-market.ts'),
  ...Object.fromEntries(migrations.map((f) => [`migrations/${f.replace(/\.ts$/, '')}`, join(src, 'db', 'migrations', f)])),
};

/** Bare imports stay external, except our own workspace packages (TypeScript sources). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@licita/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints,
  outdir,
  bundle: true,
  splitting: true, // one copy of each shared module across entry points (the migrator and the server share code)
  // Shared chunks sit beside the entry points: modules that find files next to themselves (the migrations
  // folder, engine-thread.js) must see the same folder from a chunk as from an entry point.
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  logLevel: 'warning',
  tsconfig: join(root, 'tsconfig.base.json'),
});
console.log(`› Servidor compilado en server/dist (${((Date.now() - started) / 1000).toFixed(1)} s)`);
