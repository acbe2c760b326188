/**
 * Regenerates what follows from openapi/ (run: `npm run gen:sdk` at the root): the sdk's types, the published
 * JSON documents, the domain's io-ts codecs of every component schema (`domain/src/generated/`) and the contract's
 * messages of coded values (`x-messages`), for both.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { HOSTS, loadContract } from '@licita/openapi';
import { renderCodecs } from './render-codecs';
import { renderMessages } from './render-messages';

const here = dirname(fileURLToPath(import.meta.url));

export const codecsFile = (host: (typeof HOSTS)[number]) => join(here, '..', '..', 'domain', 'src', 'generated', `${host}.ts`);
/** The contract's messages (`x-messages`) of the config host, for the sdk and for the domain. */
export const messagesFiles = [
  join(here, '..', 'src', 'generated', 'messages.ts'),
  join(here, '..', '..', 'domain', 'src', 'generated', 'messages.ts'),
];

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
    mkdirSync(dirname(codecsFile(host)), { recursive: true });
    writeFileSync(codecsFile(host), renderCodecs(loadContract(host), host));
    console.log(`sdk: ${host} types and codecs written`);
  }
  for (const file of messagesFiles) writeFileSync(file, renderMessages(loadContract('config'), 'config'));
  console.log('sdk: messages written');
}
