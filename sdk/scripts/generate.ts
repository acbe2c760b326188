/** Regenerates the sdk's types from openapi/ (run: `npm run gen:sdk` at the root). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { HOSTS, loadContract } from '@licita/openapi';

const here = dirname(fileURLToPath(import.meta.url));

export async function renderTypes(host: (typeof HOSTS)[number]): Promise<string> {
  const ast = await openapiTS(loadContract(host) as never, { alphabetize: true });
  return `// Generated from openapi/${host}/*.yaml by sdk/scripts/generate.ts. Do not edit.\n${astToString(ast)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = join(here, '..', 'src', 'generated');
  mkdirSync(out, { recursive: true });
  for (const host of HOSTS) {
    writeFileSync(join(out, `${host}.ts`), await renderTypes(host));
    writeFileSync(join(here, '..', `openapi.${host}.json`), JSON.stringify(loadContract(host), null, 2) + '\n');
    console.log(`sdk: ${host} types written`);
  }
}
