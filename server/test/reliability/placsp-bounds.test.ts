/**
 * The PLACSP import bounded, so that no notice or address can exhaust the server: lots per notice, simulations only for the lots
 * picked, the refresh's lot matching, the tender list without the stored notice, the notice read in a worker thread,
 * code lists read by own keys, imported text and amounts within what a later save accepts, the origin link, the
 * file's encoding, the address fetch's port, hosts and concurrency, and the files waiting for the reading thread.
 * Uploads go through the upload address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { createFilesTestApp } from '../upload-fixtures';
import { uploadNotice } from '../placsp/fixtures';
import { MAX_QUEUED_NOTICES, noticeReadsInThread, readNoticesInThread } from '../../src/placsp/notice-reader';
import { noticeXml } from './placsp-notice';

const LOTS_REFUSED = 'El anuncio tiene 10.000 lotes; se admiten como máximo 500.';

describe.each(await targets())('PLACSP import bounds (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };

  beforeAll(async () => {
    t = await createFilesTestApp(target, 'licita-placsp-bounds-');
    A = await t.workspace('Límites Plataforma');
  });
  afterAll(() => t?.close());

  const call = (method: string, url: string, body?: unknown) => t.call(method, url, { token: A.adminToken, body });
  const upload = async (data: Buffer | string, projectId?: string) => {
    const address = projectId ? `/api/project/${projectId}/import/upload_url` : '/api/project/import/upload_url';
    const body = projectId ? { filename: 'anuncio.atom' } : { workspace_id: A.id, filename: 'anuncio.atom' };
    return uploadNotice(t, A.adminToken, address, body, typeof data === 'string' ? Buffer.from(data) : data);
  };
  const importXml = async (xml: string | Buffer, lots?: string[]) => {
    const { put, uploadId } = await upload(xml);
    expect(put.statusCode, put.body).toBe(200);
    const res = await call('POST', '/api/project/import', { workspace_id: A.id, upload_id: uploadId, ...(lots ? { lots } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; simulation_ids: string[] };
  };
  const simulationCount = async () => Number((await t.counts()).simulation);
  const tender = async (id: string) => (await call('GET', `/api/project/${id}`)).json();

  describe('2. a bounded notice', () => {
    it('a notice of 10,000 lots is refused at upload, preview, import and refresh, naming the count; nothing is created', async () => {
      const huge = noticeXml({ lots: 10_000 });
      const simulations = await simulationCount();
      const { put } = await upload(huge);
      expect(put.statusCode).toBe(400);
      expect(put.json().message).toBe(LOTS_REFUSED);

      const preview = await call('POST', '/api/project/import/preview', { workspace_id: A.id, xml: huge });
      expect(preview.statusCode).toBe(400);
      expect(preview.json().message).toBe(LOTS_REFUSED);
      const imported = await call('POST', '/api/project/import', { workspace_id: A.id, xml: huge, lots: ['1'] });
      expect(imported.statusCode).toBe(400);
      expect(imported.json().message).toBe(LOTS_REFUSED);
      expect(await simulationCount()).toBe(simulations);

      const { id } = await importXml(noticeXml({ lots: 2 }));
      const before = await tender(id);
      for (const path of ['refresh_preview', 'refresh']) {
        const res = await call('POST', `/api/project/${id}/import/${path}`, {
          xml: huge,
          update_simulations: path === 'refresh' || undefined,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(LOTS_REFUSED);
      }
      expect((await upload(huge, id)).put.json().message).toBe(LOTS_REFUSED);
      expect(await tender(id)).toEqual(before);
    });

    it('without `lots`, a notice of more than 10 lots answers 400 asking to choose them; the lots picked get simulations', async () => {
      const xml = noticeXml({ lots: 12, fileNumber: 'LIM-12' });
      const simulations = await simulationCount();
      const res = await call('POST', '/api/project/import', { workspace_id: A.id, xml });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'El anuncio tiene 12 lotes: elija los lotes que quiere simular (una simulación por lote).',
        field: 'lots',
      });
      expect(await simulationCount()).toBe(simulations);
      const picked = await importXml(xml, ['3', '7']);
      expect(picked.simulation_ids).toHaveLength(2);
      expect(await simulationCount()).toBe(simulations + 2);
    });

    it('the refresh matches 500 lots and their simulations (lots changed, added and removed)', async () => {
      const all = Array.from({ length: 500 }, (_, i) => String(i + 1));
      const { id, simulation_ids } = await importXml(noticeXml({ lots: 500, fileNumber: 'LIM-500' }), all.slice(0, 499));
      expect(simulation_ids).toHaveLength(499);
      // Lot 1 removed (not in the later notice), 501 added, the others' budgets changed.
      const later = noticeXml({ lots: 501, fileNumber: 'LIM-500', lotBudget: (i) => i * 1000 + 1 }).replace(
        /<cac:ProcurementProjectLot><cbc:ID schemeName="ID_LOTE">1<\/cbc:ID>.*?<\/cac:ProcurementProjectLot>/,
        '',
      );
      const preview = await call('POST', `/api/project/${id}/import/refresh_preview`, { xml: later });
      expect(preview.statusCode, preview.body).toBe(200);
      const lots = preview.json().lots as Array<{ id: string; change: string }>;
      expect(lots.filter((l) => l.change === 'changed')).toHaveLength(499);
      expect(lots.filter((l) => l.change !== 'changed')).toEqual([
        expect.objectContaining({ id: '501', change: 'added' }),
        expect.objectContaining({ id: '1', change: 'removed' }),
      ]);
      // Lot 1's simulation has no lot any more; 2 … 499 follow theirs.
      expect(preview.json().simulations).toHaveLength(498);
      const applied = await call('POST', `/api/project/${id}/import/refresh`, { xml: later, update_simulations: true });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().simulation_ids).toHaveLength(498);
    });

    it('the tender list gives each tender without the stored notice', async () => {
      await importXml(noticeXml({ lots: 400, fileNumber: 'LIM-400' }), ['1']);
      const res = await call('GET', `/api/project?workspace_id=${A.id}&limit=100`);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Array<Record<string, unknown>>;
      for (const item of items) {
        expect(item).not.toHaveProperty('import_source');
        expect(item).not.toHaveProperty('award_criteria');
        expect(Object.keys(item).sort()).toEqual(
          [
            'contracting_authority',
            'created_at',
            'estimated_value',
            'extension_months',
            'file_number',
            'id',
            'lot',
            'name',
            'simulation_number',
            'uid',
            'workspace_id',
          ].sort(),
        );
        expect(JSON.stringify(item).length).toBeLessThan(1000);
      }
    });

    it('the notice is read in a worker thread: by the signed PUT, the preview, the import and the refresh', async () => {
      const xml = noticeXml({ lots: 2, fileNumber: 'LIM-HILO' });
      const before = noticeReadsInThread();
      const { put, uploadId } = await upload(xml);
      expect(put.statusCode).toBe(200);
      expect(noticeReadsInThread()).toBe(before + 1);
      expect((await call('POST', '/api/project/import/preview', { workspace_id: A.id, upload_id: uploadId })).statusCode).toBe(
        200,
      );
      const imported = await call('POST', '/api/project/import', { workspace_id: A.id, upload_id: uploadId });
      expect(imported.statusCode).toBe(200);
      expect((await call('POST', `/api/project/${imported.json().id}/import/refresh_preview`, { xml })).statusCode).toBe(200);
      expect(noticeReadsInThread()).toBe(before + 4);
    });
  });

  describe('4. code lists read by own keys', () => {
    it('`__proto__` and `constructor` are unknown codes with label null and a note', async () => {
      const { id } = await importXml(noticeXml({ procedure: '__proto__', contractType: 'constructor', status: 'toString' }));
      const notice = (await tender(id)).import_source.notice;
      expect(notice.procedure).toEqual({ code: '__proto__', label: null });
      expect(notice.contract_type).toEqual({ code: 'constructor', label: null });
      expect(notice.status).toEqual({ code: 'toString', label: null });
      expect(notice.notes).toContain('Procedimiento: código «__proto__» desconocido.');
    });
  });

  describe('7. imported text and amounts a later save accepts', () => {
    it('a name with line breaks and tabs is stored on one line, and saving the tender unchanged answers 200', async () => {
      const { id, simulation_ids } = await importXml(
        noticeXml({ name: 'Servicio de\tlimpieza\r\n  de edificios\n\t municipales', authority: 'Ayuntamiento\nde Villanueva' }),
      );
      const tenderNow = await tender(id);
      expect(tenderNow.name).toBe('Servicio de limpieza de edificios municipales');
      expect(tenderNow.contracting_authority).toBe('Ayuntamiento de Villanueva');
      const { name, contracting_authority, file_number, lot, estimated_value, extension_months } = tenderNow;
      const saved = await call('PUT', `/api/project/${id}`, {
        name,
        contracting_authority,
        file_number,
        lot,
        estimated_value,
        extension_months,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(simulation_ids).toHaveLength(1);
    });

    it('a name longer than the contract admits is cut to it', async () => {
      const { id } = await importXml(
        noticeXml({ name: `Servicio ${'de limpieza '.repeat(40)}😀😀`, authority: 'Á'.repeat(300) }),
      );
      const tenderNow = await tender(id);
      expect([...tenderNow.name].length).toBeLessThanOrEqual(255);
      expect([...tenderNow.contracting_authority].length).toBe(255);
      const saved = await call('PUT', `/api/project/${id}`, {
        name: tenderNow.name,
        contracting_authority: tenderNow.contracting_authority,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    });

    it("a lot budget above the simulation's limit is not stored (null, with a note); echoing the simulation back answers 200", async () => {
      const { id, simulation_ids } = await importXml(
        noticeXml({ lots: 2, lotBudget: (i) => (i === 1 ? 99_000_000_000 : 5000), estimatedValue: 2e11 }),
      );
      const sim = (await call('GET', `/api/simulation/${simulation_ids[0]}`)).json();
      expect(sim.bid.tender_budget).toBeNull();
      const echoed = await call('PUT', `/api/simulation/${sim.id}`, {
        name: sim.name,
        bid: { tender_budget: sim.bid.tender_budget },
      });
      expect(echoed.statusCode, echoed.body).toBe(200);
      const stored = await tender(id);
      expect(stored.estimated_value).toBeNull();
      expect(stored.import_source.notice.notes).toEqual(
        expect.arrayContaining([
          'Lote 1: el presupuesto sin impuestos (99.000.000.000,00 €) supera el máximo de una simulación (1.000.000.000,00 €); su simulación queda sin presupuesto.',
          'Valor estimado del contrato: 200.000.000.000,00 € supera el máximo admitido (100.000.000.000,00 €); la licitación queda sin valor estimado.',
        ]),
      );
    });
  });

  describe('low: origin link and encoding', () => {
    it('only an https link to the Plataforma is kept as the origin; another is dropped with a note', async () => {
      for (const link of ['javascript:alert(1)', 'https://ejemplo.com/anuncio', 'http://contrataciondelestado.es/x']) {
        const { id } = await importXml(noticeXml({ link }));
        const notice = (await tender(id)).import_source.notice;
        expect(notice.url).toBeNull();
        expect(notice.notes).toContain(
          'Enlace del anuncio: no es una dirección https de la Plataforma de Contratación; no se ha guardado.',
        );
      }
      const { id } = await importXml(noticeXml({ link: 'https://contrataciondelestado.es/wps/poc?x=1' }));
      expect((await tender(id)).import_source.notice.url).toBe('https://contrataciondelestado.es/wps/poc?x=1');
    });

    it('an invalid UTF-8 byte becomes U+FFFD in its place; UTF-16 with BOM and a declared ISO-8859-1 are read', async () => {
      const utf8 = Buffer.from(noticeXml({ name: 'Limpieza de la estación XX y del área norte' }));
      const at = utf8.indexOf('XX');
      utf8[at] = 0xff; // one byte that is no UTF-8
      const one = await importXml(utf8);
      expect((await tender(one.id)).name).toBe('Limpieza de la estación \uFFFDX y del área norte');

      const text = noticeXml({ name: 'Limpieza de la estación y del área norte' });
      const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.replace('UTF-8', 'UTF-16'), 'utf16le')]);
      const be = Buffer.from(le);
      be.swap16();
      for (const bytes of [le, be]) {
        const { id } = await importXml(bytes);
        expect((await tender(id)).name).toBe('Limpieza de la estación y del área norte');
      }
      const latin1 = Buffer.from(text.replace('UTF-8', 'ISO-8859-1'), 'latin1');
      const { id } = await importXml(latin1);
      expect((await tender(id)).name).toBe('Limpieza de la estación y del área norte');
      // sent as text (`xml`), the declaration's encoding no longer applies: the text is already decoded
      const sent = await call('POST', '/api/project/import/preview', {
        workspace_id: A.id,
        xml: text.replace('UTF-8', 'ISO-8859-1'),
      });
      expect(sent.json().notices[0].name).toBe('Limpieza de la estación y del área norte');
    });
  });
});

describe('low: the address fetch (PLACSP_FETCH)', () => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  const requested: string[] = [];
  let hold: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    t = await createTestApp('pglite');
    t.app.deps.settings = { ...t.app.deps.settings, placspFetch: true };
    t.app.deps.placspTransport = async (input) => {
      requested.push(String(input));
      await hold;
      return new Response(noticeXml({ lots: 1 }), { status: 200 });
    };
    A = await t.workspace('Direcciones límites');
  });
  afterAll(async () => t?.close());
  const preview = (url: string) =>
    t.call('POST', '/api/project/import/preview', { token: A.adminToken, body: { workspace_id: A.id, url } });
  const NOT_PLACSP = 'La dirección no es de la Plataforma de Contratación del Sector Público (https://contrataciondelestado.es).';

  it('only the default https port and the exact hosts are read', async () => {
    requested.length = 0;
    for (const url of [
      'https://contrataciondelestado.es:8443/wps/poc',
      'https://evil.contrataciondelestado.es/wps/poc',
      'https://a.b.contrataciondelsectorpublico.gob.es/x',
    ]) {
      const res = await preview(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(NOT_PLACSP);
    }
    expect(requested).toEqual([]);
    for (const url of [
      'https://contrataciondelestado.es/wps/poc',
      'https://www.contrataciondelestado.es:443/wps/poc',
      'https://contrataciondelsectorpublico.gob.es/x',
    ])
      expect((await preview(url)).statusCode, url).toBe(200);
    expect(requested).toHaveLength(3);
  });

  it('at most 4 fetches at once; beyond, 503 with a Spanish message and no request', async () => {
    requested.length = 0;
    let release!: () => void;
    hold = new Promise((done) => (release = done));
    const first = Array.from({ length: 4 }, () => preview('https://contrataciondelestado.es/wps/poc'));
    while (requested.length < 4) await new Promise((done) => setTimeout(done, 5));
    const fifth = await preview('https://contrataciondelestado.es/wps/poc');
    expect(fifth.statusCode).toBe(503);
    expect(fifth.json().message).toBe(
      'Se están leyendo demasiados anuncios de la Plataforma a la vez; inténtelo de nuevo en unos segundos.',
    );
    expect(requested).toHaveLength(4);
    release();
    for (const res of await Promise.all(first)) expect(res.statusCode).toBe(200);
    hold = Promise.resolve();
    expect((await preview('https://contrataciondelestado.es/wps/poc')).statusCode).toBe(200);
  });
});

describe("the notice thread's queue", () => {
  it(`at most ${MAX_QUEUED_NOTICES} files wait for the thread that reads them; beyond, 503 with a Spanish message; the queue frees`, async () => {
    const file = new TextEncoder().encode(noticeXml({ lots: 2 }));
    // asked at once: every read is queued (or refused) before the thread answers the first
    const settled = await Promise.allSettled(Array.from({ length: MAX_QUEUED_NOTICES + 2 }, () => readNoticesInThread(file)));
    const read = settled.filter((r) => r.status === 'fulfilled');
    expect(read).toHaveLength(MAX_QUEUED_NOTICES);
    for (const r of read) expect(r.value[0]!.lots).toHaveLength(2);
    const refused = settled.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toHaveLength(2);
    for (const e of refused)
      expect(e).toMatchObject({
        statusCode: 503,
        message: 'Se están leyendo demasiados anuncios de la Plataforma a la vez; inténtelo de nuevo en unos segundos.',
      });
    expect((await readNoticesInThread(file))[0]!.lots).toHaveLength(2);
  });
});
