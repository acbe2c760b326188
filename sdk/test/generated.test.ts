import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTS } from '@licita/openapi';
import { renderTypes } from '../scripts/generate';

describe('the generated sdk', () => {
  it.each(HOSTS)('%s types match openapi/ (run `npm run gen:sdk` after changing the contract)', async (host) => {
    const committed = readFileSync(join(__dirname, '..', 'src', 'generated', `${host}.ts`), 'utf8');
    expect(committed === (await renderTypes(host))).toBe(true);
  });
});
