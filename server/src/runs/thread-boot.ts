/**
 * How a worker thread loads a module of the server: from the sources it registers tsx first (the server runs
 * TypeScript as it is in development and tests); the compiled server (server/dist) has the module bundled beside it
 * as plain JavaScript. `name` is the module's file name without extension, in `folder` (relative to this file's, where
 * the sources keep it; the compiled server keeps every thread module beside its chunks).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const COMPILED = import.meta.url.endsWith('.js');

/** The code to give `new Worker(code, { eval: true })`. */
export function threadBoot(name: string, folder = '.'): string {
  const url = new URL(COMPILED ? `./${name}.js` : `${folder}/${name}.ts`, import.meta.url);
  if (COMPILED) return `import(${JSON.stringify(url.href)}).catch((error) => { throw error; });`;
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return `(async () => {
  const { register } = await import(${JSON.stringify(tsx)});
  register();
  await import(${JSON.stringify(url.href)});
})().catch((error) => { throw error; });`;
}
