/** 'Importar desde la Plataforma': the tender and its lot simulations from a notice; hostile files refused, nothing stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from '../helpers';
import { FETCH_OFF_MESSAGE } from '../../src/placsp/fetch';
import { sweepOrphanFiles } from '../../src/files/owned';
import { storageOf } from '../../src/files/storage';
import { noticeFile as fixture, placspWorld, uploadNotice } from './fixtures';

describe.each(await targets())('import from PLACSP (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let B: { id: string; adminToken: string };
  let lector: string;

  beforeAll(async () => {
    ({ t, A, B, lector } = await placspWorld(target, 'licita-placsp-', 'Plataforma', 'lector@placsp-a.test'));
  });
  afterAll(() => t?.close());

  const upload = (token: string, workspaceId: string, data: Buffer) =>
    uploadNotice(t, token, '/api/project/import/upload_url', { workspace_id: workspaceId, filename: 'anuncio.atom' }, data);

  it('imports the two-lot cleaning tender: its data, criteria and source, a simulation per lot with its budget and the price weight', async () => {
    const { put: stored, uploadId } = await upload(A.adminToken, A.id, fixture('limpieza-dos-lotes.atom'));
    expect(stored.statusCode, stored.body).toBe(200);

    const preview = await t.call('POST', '/api/project/import/preview', {
      token: A.adminToken,
      body: { workspace_id: A.id, upload_id: uploadId },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().notices.map((n: { file_number: string; lots: unknown[] }) => [n.file_number, n.lots.length])).toEqual([
      ['2026/LIM-014', 2],
    ]);

    const res = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, upload_id: uploadId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, simulation_ids } = res.json() as { id: string; simulation_ids: string[] };
    expect(simulation_ids).toHaveLength(2);

    const tender = (await t.call('GET', `/api/project/${id}`, { token: lector })).json();
    expect(tender).toMatchObject({
      name: 'Servicio de limpieza de edificios municipales y colegios públicos de Villanueva del Prado',
      file_number: '2026/LIM-014',
      contracting_authority: 'Junta de Gobierno Local del Ayuntamiento de Villanueva del Prado',
      lot: null,
      estimated_value: 880000,
      extension_months: 24,
      simulation_number: 2,
    });
    expect(tender.award_criteria.map((c: { name: string; weight: number; kind: string }) => [c.name, c.weight, c.kind])).toEqual([
      ['Precio', 60, 'formula'],
      ['Bolsa de horas adicionales sin coste', 15, 'formula'],
      ['Memoria técnica del servicio', 25, 'judgement'],
    ]);
    expect(tender.import_source.notice).toMatchObject({
      url: 'https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=SINTETICO-LIM-014',
      updated: '2026-11-20',
      budget_without_vat: 400000,
      budget_with_vat: 484000,
    });
    expect(tender.import_source.filled_fields).toEqual([
      'name',
      'contracting_authority',
      'file_number',
      'estimated_value',
      'extension_months',
    ]);

    const lot2 = (await t.call('GET', `/api/simulation/${simulation_ids[1]}`, { token: lector })).json();
    expect(lot2.name).toBe('Lote 2: limpieza de colegios públicos de educación infantil y primaria');
    expect(lot2.service_duration).toBe(24);
    expect(lot2.bid).toMatchObject({ tender_budget: 160000, price_score: { max_points: 60, formula: 'proportional' } });
    const lot1 = (await t.call('GET', `/api/simulation/${simulation_ids[0]}`, { token: lector })).json();
    expect(lot1.bid.tender_budget).toBe(240000);

    // The uploaded file went with the import.
    const again = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, upload_id: uploadId },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('El archivo del anuncio no está subido o ha caducado: súbalo de nuevo.');
  });

  it('one chosen lot, a notice picked from a feed, a tender without lots', async () => {
    const xml = fixture('limpieza-dos-lotes.atom').toString('utf8');
    const one = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, xml, lots: ['2'] },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().simulation_ids).toHaveLength(1);
    expect((await t.call('GET', `/api/project/${one.json().id}`, { token: A.adminToken })).json().lot).toBe('2');

    const bad = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, xml, lots: ['9'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El lote «9» no está en el anuncio');

    const feed = fixture('varias-entradas.atom').toString('utf8');
    const third = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, xml: feed, entry_index: 2 },
    });
    expect(third.statusCode, third.body).toBe(200);
    const tender = (await t.call('GET', `/api/project/${third.json().id}`, { token: A.adminToken })).json();
    expect([tender.name, tender.file_number]).toEqual(['Limpieza de dependencias judiciales de la provincia', 'EXP-2026-5521']);
    const sim = (await t.call('GET', `/api/simulation/${third.json().simulation_ids[0]}`, { token: A.adminToken })).json();
    expect(sim.name).toBe('Licitación completa');
    expect(sim.bid).toMatchObject({ tender_budget: 312000, price_score: { max_points: 100 } });
    const missing = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, xml: feed, entry_index: 3 },
    });
    expect(missing.json().message).toBe('El anuncio elegido no está en el archivo');

    // Missing budgets: the tender is made, the empty values stay empty.
    const bare = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, xml: fixture('sin-presupuestos.xml').toString('utf8') },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    const bareSim = (await t.call('GET', `/api/simulation/${bare.json().simulation_ids[0]}`, { token: A.adminToken })).json();
    expect(bareSim.bid.tender_budget).toBeNull();
    expect(bareSim.bid.price_score).toBeNull();
  });

  it('hostile or foreign files are refused with Spanish messages and nothing is stored', async () => {
    const before = await t.counts();
    const cases: Array<[string, RegExp]> = [
      ['billion-laughs.xml', /^El archivo declara un tipo de documento \(DOCTYPE\) o entidades/],
      ['entidad-externa.xml', /^El archivo declara un tipo de documento \(DOCTYPE\) o entidades/],
      ['mal-formado.xml', /^El archivo no es un anuncio de la Plataforma de Contratación del Sector Público/],
      ['no-es-xml.csv', /^El archivo no es un anuncio de la Plataforma de Contratación del Sector Público/],
      ['feed-ajeno.atom', /^El feed ATOM no es de la Plataforma de Contratación del Sector Público/],
    ];
    for (const [file, message] of cases) {
      const { put: refused, uploadId } = await upload(A.adminToken, A.id, fixture(file));
      expect(refused.statusCode, file).toBe(400);
      expect(refused.json().message, file).toMatch(message);
      const after = await t.call('POST', '/api/project/import/preview', {
        token: A.adminToken,
        body: { workspace_id: A.id, upload_id: uploadId },
      });
      expect(after.json().message).toBe('El archivo del anuncio no está subido o ha caducado: súbalo de nuevo.');
      const asText = await t.call('POST', '/api/project/import', {
        token: A.adminToken,
        body: { workspace_id: A.id, xml: fixture(file).toString('utf8') },
      });
      expect(asText.statusCode, file).toBe(400);
      expect(asText.json().message, file).toMatch(message);
    }
    const { put: big } = await upload(A.adminToken, A.id, Buffer.alloc(50 * 1024 * 1024, 0x20));
    expect(big.statusCode).toBe(413);
    expect(await t.counts()).toEqual(before);
  });

  it('an address is read only where the setting allows it; otherwise how to save the notice', async () => {
    const res = await t.call('POST', '/api/project/import/preview', {
      token: A.adminToken,
      body: { workspace_id: A.id, url: 'https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=X' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FETCH_OFF_MESSAGE);
    const none = await t.call('POST', '/api/project/import/preview', { token: A.adminToken, body: { workspace_id: A.id } });
    expect(none.json().message).toBe('Indique el archivo del anuncio (o su dirección en la Plataforma)');
  });

  it('workspace scoping and permissions, as other tender operations', async () => {
    const before = await t.counts();
    const xml = fixture('limpieza-dos-lotes.atom').toString('utf8');
    expect((await t.call('POST', '/api/project/import', { token: lector, body: { workspace_id: A.id, xml } })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.call('POST', '/api/project/import/upload_url', {
          token: lector,
          body: { workspace_id: A.id, filename: 'a.atom' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/project/import', { token: B.adminToken, body: { workspace_id: A.id, xml } })).statusCode,
    ).toBe(404);
    // A file uploaded in workspace A is not B's to import.
    const { uploadId } = await upload(A.adminToken, A.id, fixture('limpieza-dos-lotes.atom'));
    const foreign = await t.call('POST', '/api/project/import', {
      token: B.adminToken,
      body: { workspace_id: B.id, upload_id: uploadId },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('El archivo del anuncio no está subido o ha caducado: súbalo de nuevo.');
    expect(await t.counts()).toEqual(before);
    expect(
      (
        await t.call('POST', '/api/project/import/upload_url', {
          token: A.adminToken,
          body: { workspace_id: A.id, filename: 'anuncio.pdf' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("the simulation's price criterion is kept before a launch, checked like the parameters'", async () => {
    const res = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, xml: fixture('limpieza-un-lote-entrada.xml').toString('utf8') },
    });
    const [id] = res.json().simulation_ids as string[];
    const sim = (await t.call('GET', `/api/simulation/${id}`, { token: A.adminToken })).json();
    expect(sim.bid).toMatchObject({ tender_budget: 1250000, price_score: { max_points: 70, formula: 'proportional' } });
    const bad = await t.call('PUT', `/api/simulation/${id}`, {
      token: A.adminToken,
      body: { name: sim.name, bid: { price_score: { max_points: 70, formula: 'linear_satiety' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El campo «Umbral de saciedad (%)» es obligatorio con la fórmula de umbral de saciedad');
    const ok = await t.call('PUT', `/api/simulation/${id}`, {
      token: A.adminToken,
      body: { name: sim.name, bid: { price_score: { max_points: 70, formula: 'linear_satiety', satiety_discount_percent: 15 } } },
    });
    expect(ok.json().bid.price_score).toEqual({ max_points: 70, formula: 'linear_satiety', satiety_discount_percent: 15 });
  });

  it('a notice uploaded and never imported is swept after the grace', async () => {
    const { uploadId } = await upload(A.adminToken, A.id, fixture('limpieza-dos-lotes.atom'));
    const storage = storageOf(t.app.deps);
    expect(await storage.exists(uploadId)).toBe(true);
    await sweepOrphanFiles(t.database.db, storage, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await storage.exists(uploadId)).toBe(false);
  });
});
