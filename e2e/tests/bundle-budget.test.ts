import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The web app's first-load budget, on the build the browser stage has just made (`npm run build` → ui/dist).
// Initial JavaScript = the entry chunk and every chunk it imports statically (what index.html loads before the
// first screen); each lazily imported chunk has a budget of its own. Sizes are gzip (node:zlib, default level).
const INITIAL_JS_BUDGET_KB = 150;
const LAZY_CHUNK_BUDGET_KB = 150;
// The password strength estimator (@licita/domain/password-strength: zxcvbn-ts with its common-password list and
// the Spanish dictionaries, the server's own rule) is loaded only when a new-password field is used: its chunks
// are exempt from the lazy-chunk budget and have one of their own, together.
const PASSWORD_ESTIMATOR = 'password-strength.ts';
const PASSWORD_ESTIMATOR_BUDGET_KB = 900;

const dist = fileURLToPath(new URL('../../ui/dist/', import.meta.url));

/** One chunk of Vite's build manifest (build.manifest in ui/vite.config.ts). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const kb = (bytes: number) => bytes / 1024;
const gzipKb = (file: string) => kb(gzipSync(readFileSync(join(dist, file))).length);

function readManifest(): Record<string, ManifestChunk> {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path))
    throw new Error(`${path} is missing: run \`npm run build\` first (build.manifest: true in ui/vite.config.ts)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
}

/** A chunk's file and those of its static imports, transitively. */
function withStaticImports(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** The screens the route table loads with `import('…')` (ui/src/app/routes.tsx), as paths under ui/. */
function lazyScreens(): string[] {
  const routes = readFileSync(fileURLToPath(new URL('../../ui/src/app/routes.tsx', import.meta.url)), 'utf8');
  return [...routes.matchAll(/import\('\.\.\/(screens\/[^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
}

/** The entry's JavaScript files and those of its static imports, transitively. */
function initialFiles(manifest: Record<string, ManifestChunk>): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  entries.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

describe('first-load budget of the built web app (ui/dist)', () => {
  const manifest = readManifest();
  const initial = initialFiles(manifest);
  const allJs = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  const estimatorKey = Object.keys(manifest).find((key) => key.endsWith(PASSWORD_ESTIMATOR) && manifest[key]!.isDynamicEntry);
  // the estimator's chunks: those it imports that nothing outside it needs
  const estimator = estimatorKey ? withStaticImports(manifest, [estimatorKey]).filter((file) => !initial.includes(file)) : [];
  const otherLazyFiles = new Set(
    withStaticImports(
      manifest,
      Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && key !== estimatorKey),
    ),
  );
  const estimatorOnly = estimator.filter((file) => !otherLazyFiles.has(file));
  const estimatorGzip = estimatorOnly.reduce((sum, file) => sum + gzipKb(file), 0);
  const lazy = [...new Set(allJs)]
    .filter((file) => !initial.includes(file) && !estimatorOnly.includes(file))
    .map((file) => ({ file, gzip: gzipKb(file) }));
  lazy.sort((a, b) => b.gzip - a.gzip);
  const initialGzip = initial.reduce((sum, file) => sum + gzipKb(file), 0);
  const fonts = readdirSync(join(dist, 'assets')).filter((file) => /\.(woff2?|ttf|otf)$/.test(file));

  it('the index page loads the entry the manifest names', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(initial.length).toBeGreaterThan(0);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    expect(html).toContain(`/${entry.file}`);
    expect(lazy.length).toBeGreaterThan(5);
    console.log(
      [
        'Primera carga (gzip):',
        `  JavaScript inicial  ${initialGzip.toFixed(1).padStart(6)} KB  (${initial.length} chunk(s); límite ${INITIAL_JS_BUDGET_KB} KB)`,
        `  chunk diferido mayor ${lazy[0]!.gzip.toFixed(1).padStart(5)} KB  ${lazy[0]!.file} (límite ${LAZY_CHUNK_BUDGET_KB} KB)`,
        ...lazy.slice(1, 5).map((c) => `                      ${c.gzip.toFixed(1).padStart(5)} KB  ${c.file}`),
        `  chunks diferidos    ${String(lazy.length).padStart(6)}`,
        `  estimador de contraseñas ${estimatorGzip.toFixed(1).padStart(6)} KB  (${estimatorOnly.length} chunk(s), al usar un campo de contraseña nueva; límite ${PASSWORD_ESTIMATOR_BUDGET_KB} KB)`,
        `  ficheros de fuente  ${String(fonts.length).padStart(6)}`,
      ].join('\n'),
    );
  });

  it(`initial JavaScript (entry + static imports) is at most ${INITIAL_JS_BUDGET_KB} KB gzip`, () => {
    expect(initialGzip, `initial JavaScript: ${initial.join(', ')}`).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  });

  it(`every lazy chunk is at most ${LAZY_CHUNK_BUDGET_KB} KB gzip`, () => {
    const over = lazy.filter((c) => c.gzip > LAZY_CHUNK_BUDGET_KB).map((c) => `${c.file} ${c.gzip.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it('every screen of the route table loads lazily: its own dynamic chunk, never in the first load', () => {
    const screens = lazyScreens();
    expect(screens.length).toBeGreaterThan(10);
    const eager = screens.filter((src) => !manifest[src]?.isDynamicEntry || initial.includes(manifest[src]!.file));
    expect(eager, 'screens missing from the lazy chunks').toEqual([]);
  });

  it(`the password strength estimator loads apart from the first load, at most ${PASSWORD_ESTIMATOR_BUDGET_KB} KB gzip`, () => {
    expect(estimatorKey, 'no dynamic chunk of @licita/domain/password-strength').toBeTruthy();
    expect(initial.filter((file) => estimator.includes(file))).toEqual([]);
    expect(estimatorGzip).toBeGreaterThan(0);
    expect(estimatorGzip).toBeLessThanOrEqual(PASSWORD_ESTIMATOR_BUDGET_KB);
  });

  it('ships only the Latin subsets of Inter, woff2 only', () => {
    expect(
      fonts.every((file) => /^inter-latin(-ext)?-\d{3}-normal-.*\.woff2$/.test(file)),
      fonts.join(', '),
    ).toBe(true);
    expect(fonts.length).toBeLessThanOrEqual(8);
  });
});
