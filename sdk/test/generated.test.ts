import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTS, loadContract } from '@licita/openapi';
import { codecsFile, messagesFiles, renderTypes } from '../scripts/generate';
import { renderCodecs } from '../scripts/render-codecs';
import { renderMessages } from '../scripts/render-messages';

describe('what is generated from the contract (run `npm run gen:sdk` after changing it)', () => {
  it.each(HOSTS)('the sdk types of %s match openapi/', async (host) => {
    const committed = readFileSync(join(__dirname, '..', 'src', 'generated', `${host}.ts`), 'utf8');
    expect(committed === (await renderTypes(host))).toBe(true);
  });

  it.each(HOSTS)("the domain's codecs of %s match openapi/", (host) => {
    expect(readFileSync(codecsFile(host), 'utf8') === renderCodecs(loadContract(host), host)).toBe(true);
  });

  it.each(messagesFiles)("the contract's messages in %s match openapi/", (file) => {
    expect(readFileSync(file, 'utf8') === renderMessages(loadContract('config'), 'config')).toBe(true);
  });
});

describe('the contract documents the sdk ships', () => {
  it.each(HOSTS)(
    "%s: info.version is the sdk's (package.json, the latest release of CHANGELOG.md), with contact and license",
    (host) => {
      const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
      const released = /^## (\d+\.\d+\.\d+)$/m.exec(readFileSync(join(__dirname, '..', 'CHANGELOG.md'), 'utf8'))?.[1];
      const { info } = loadContract(host);
      expect([info.version, released]).toEqual([pkg.version, pkg.version]);
      expect(info).toMatchObject({
        contact: { name: expect.any(String) },
        license: { name: expect.stringContaining('UNLICENSED') },
      });
    },
  );
});
