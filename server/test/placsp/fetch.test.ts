/**
 * Reading a notice by its address (PLACSP_FETCH): a local HTTP server stands for the Plataforma (there is no internet
 * here), reached through the server's transport, which sends the Plataforma's addresses to it. On: the address is read
 * and previewed, imported, and read again by 'Actualizar desde la Plataforma'. Off: nothing is requested and the
 * Spanish message says how to save the notice as a file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../helpers';
import { FETCH_OFF_MESSAGE } from '../../src/placsp/fetch';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/placsp', name));
const ADDRESS = 'https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=SINTETICO-LIM-014';

describe('reading a notice by its address', () => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let platform: Server;
  const requests: string[] = [];
  let served = 'limpieza-dos-lotes.atom';

  beforeAll(async () => {
    platform = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (!req.url?.startsWith('/wps/poc')) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(fixture(served));
    });
    await new Promise<void>((done) => platform.listen(0, '127.0.0.1', done));
    const port = (platform.address() as AddressInfo).port;
    t = await createTestApp('pglite');
    // The Plataforma's addresses go to the local server; any other address never reaches the transport.
    t.app.deps.placspTransport = (input, init) => {
      const u = new URL(String(input));
      return fetch(`http://127.0.0.1:${port}${u.pathname}${u.search}`, init);
    };
    A = await t.workspace('Direcciones A');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((done) => platform?.close(done));
  });
  const setFetch = (on: boolean) => (t.app.deps.settings = { ...t.app.deps.settings, placspFetch: on });

  it('on: the address is read, previewed and imported; the update reads it again and lists the changes', async () => {
    setFetch(true);
    requests.length = 0;
    const preview = await t.call('POST', '/api/project/import/preview', {
      token: A.adminToken,
      body: { workspace_id: A.id, url: ADDRESS },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      preview
        .json()
        .notices.map((n: { file_number: string; budget_without_vat: number }) => [n.file_number, n.budget_without_vat]),
    ).toEqual([['2026/LIM-014', 400000]]);
    expect(requests).toEqual(['/wps/poc?uri=deeplink:detalle_licitacion&idEvl=SINTETICO-LIM-014']);

    const imported = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, url: ADDRESS },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    served = 'limpieza-dos-lotes-rectificado.atom';
    const changes = await t.call('POST', `/api/project/${imported.json().id}/import/refresh_preview`, {
      token: A.adminToken,
      body: {},
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().notice.updated).toBe('2026-12-02');
    expect(changes.json().fields.find((f: { field: string }) => f.field === 'budget_without_vat')).toMatchObject({
      current: '400.000,00 €',
      incoming: '420.000,00 €',
    });
    expect(requests).toHaveLength(3);
  });

  it('on: another host is refused without a request; an answer other than 200 is told', async () => {
    setFetch(true);
    requests.length = 0;
    const other = await t.call('POST', '/api/project/import/preview', {
      token: A.adminToken,
      body: { workspace_id: A.id, url: 'http://127.0.0.1/wps/poc' },
    });
    expect(other.json().message).toBe(
      'La dirección no es de la Plataforma de Contratación del Sector Público (https://contrataciondelestado.es).',
    );
    expect(requests).toEqual([]);
    const missing = await t.call('POST', '/api/project/import/preview', {
      token: A.adminToken,
      body: { workspace_id: A.id, url: 'https://contrataciondelestado.es/no-existe' },
    });
    expect(missing.json().message).toBe('La Plataforma respondió 404 al pedir el anuncio.');
  });

  it('off: nothing is requested; the message says how to save the notice as a file', async () => {
    setFetch(false);
    requests.length = 0;
    const res = await t.call('POST', '/api/project/import/preview', {
      token: A.adminToken,
      body: { workspace_id: A.id, url: ADDRESS },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FETCH_OFF_MESSAGE);
    expect(res.json().message).toContain('guarde la página del anuncio (o su feed ATOM) como archivo .atom o .xml y súbalo aquí');
    expect(requests).toEqual([]);
  });
});
