/** Big answers travel compressed (brotli, else gzip) and decode to the same JSON; small ones go as they are. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../src/http/compression';
import { API_KEY, createTestApp, targets, type TestApp } from './helpers';

describe.each(await targets())('compressed answers (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  const TENDERS = 30;

  beforeAll(async () => {
    t = await createTestApp(target);
    A = await t.workspace('Compresión');
    for (let i = 1; i <= TENDERS; i++)
      await t.call('POST', '/api/project', {
        token: A.adminToken,
        body: { name: `Limpieza de los colegios públicos del distrito ${i}`, workspace_id: A.id },
      });
  }, 120_000);
  afterAll(() => t?.close());

  /** The tender list as a browser asks for it, accepting `encoding`. */
  const listAccepting = (encoding: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/project',
      query: { workspace_id: A.id, limit: String(TENDERS) },
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${A.adminToken}`, 'accept-encoding': encoding },
    });

  it('sends the tender list in brotli when accepted, and it decodes to the uncompressed list', async () => {
    const plain = await t.call('GET', '/api/project', { token: A.adminToken, query: { workspace_id: A.id, limit: TENDERS } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // 30 names of about 50 characters: well above the threshold, so the test means something
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.json().items).toHaveLength(TENDERS);

    const br = await listAccepting('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli', async () => {
    const gz = await listAccepting('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.call('GET', '/api/project', { token: A.adminToken, query: { workspace_id: A.id, limit: TENDERS } });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a small answer uncompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/workspaces',
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${A.adminToken}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual([expect.objectContaining({ id: A.id, name: 'Compresión' })]);
  });
});
