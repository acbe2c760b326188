/**
 * Signed file links are built from the app's public address (PUBLIC_URL), never from the request's `Host` header,
 * which the client chooses and could point elsewhere: upload addresses, template and document links alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { attachStorage, LocalFileStorage } from '../../src/files/storage';
import { fillSimulation, insertAgreement, newSimulation, newTender } from '../simulations/fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(await targets())('signed links point to PUBLIC_URL (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let sim: string;
  let tender: string;
  let filesDir: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    filesDir = mkdtempSync(join(tmpdir(), 'licita-links-'));
    attachStorage(t.app.deps, new LocalFileStorage(filesDir, 'test-files-secret'));
    A = await t.workspace('Enlaces A');
    tender = await newTender(t, A.adminToken, A.id);
    sim = await newSimulation(t, A.adminToken, tender, 'Enlaces');
    await fillSimulation(t, A.adminToken, A.id, sim, await insertAgreement(t, A.id));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('whatever Host the request sends, every link names the public origin', async () => {
    const token = A.adminToken;
    const calls: [string, string, unknown, (answer: any) => string][] = [
      ['POST', `/api/simulation/${sim}/center/excel/upload`, { filename: 'c.xlsx', mime_type: XLSX }, (a) => a.upload_url],
      ['GET', `/api/simulation/${sim}/center/excel/download`, undefined, (a) => a.download_url],
      [
        'POST',
        `/api/simulation/${sim}/upload-url`,
        { filename: 'f.xlsx', project_uid: tender, simulation_uid: sim, mime_type: XLSX },
        (a) => a.upload_url,
      ],
      ['POST', '/api/project/import/upload_url', { workspace_id: A.id, filename: 'anuncio.xml' }, (a) => a.upload_url],
      ['GET', `/api/simulation/${sim}/formulario_url`, undefined, (a) => a.download_url],
    ];
    for (const host of ['evil.example', 'localhost:80', 'licita.test.evil.example:8443']) {
      for (const [method, url, body, link] of calls) {
        const res = await t.call(method, url, { token, body, headers: { host, 'x-forwarded-host': host } });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
        expect(new URL(link(res.json())).origin, `${method} ${url} with Host ${host}`).toBe('http://licita.test');
      }
    }
  });
});
