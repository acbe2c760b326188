/**
 * How a worker thread loads a module of the server: from the sources it registers tsx first (the server runs
 * TypeScript as it is in development and tests); the compiled server (server/dist) has the module bundled beside it
 * as plain JavaScript. `name` is the module's file name without extension, beside this file.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const COMPILED = import.meta.url.endsWith('.js');

/** The code to give `new Worker(code, { eval: true })`. */
export function threadBoot(name: string): string {
  const url = new URL(COMPILED ? `./${name}.js` : `./${name}.ts`, import.meta.url);
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
