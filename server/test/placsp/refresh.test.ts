/**
 * 'Actualizar desde la Plataforma': a later version of an imported tender's notice, its changes listed without
 * applying them, then applied (tender fields, criteria, stored notice, and with the option the lot simulations'
 * budget and price weight); another expediente's notice refused; lots with their own criteria.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from '../helpers';
import { FETCH_OFF_MESSAGE } from '../../src/placsp/fetch';
import { noticeFile, placspWorld, uploadNotice } from './fixtures';

const xmlOf = (name: string) => noticeFile(name).toString('utf8');

describe.each(await targets())('update from PLACSP (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let B: { id: string; adminToken: string };
  let lector: string;

  beforeAll(async () => {
    ({ t, A, B, lector } = await placspWorld(target, 'licita-placsp-refresh-', 'Actualizar', 'lector@refresh-a.test'));
  });
  afterAll(() => t?.close());

  const importTwoLots = async () => {
    const res = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, xml: xmlOf('limpieza-dos-lotes.atom') },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; simulation_ids: string[] };
  };
  const sim = async (id: string) => (await t.call('GET', `/api/simulation/${id}`, { token: A.adminToken })).json();

  it('lists the changes of the rectified notice without applying them', async () => {
    const { id, simulation_ids } = await importTwoLots();
    const before = (await t.call('GET', `/api/project/${id}`, { token: A.adminToken })).json();

    const res = await t.call('POST', `/api/project/${id}/import/refresh_preview`, {
      token: A.adminToken,
      body: { xml: xmlOf('limpieza-dos-lotes-rectificado.atom') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.notice.updated).toBe('2026-12-02');
    expect(
      preview.fields.map((f: { label: string; current: string; incoming: string }) => [f.label, f.current, f.incoming]),
    ).toEqual([
      ['Valor estimado', '880.000,00 €', '924.000,00 €'],
      ['Presupuesto base sin IVA', '400.000,00 €', '420.000,00 €'],
      ['Presupuesto base con IVA', '484.000,00 €', '508.200,00 €'],
      ['Fin del plazo de ofertas', '18/12/2026 14:00', '15/01/2027 14:00'],
    ]);
    expect(preview.lots).toEqual([
      {
        id: '1',
        name: 'Lote 1: limpieza de edificios municipales',
        change: 'changed',
        values: [
          { field: 'budget_without_vat', label: 'Presupuesto sin IVA', current: '240.000,00 €', incoming: '260.000,00 €' },
          { field: 'budget_with_vat', label: 'Presupuesto con IVA', current: '290.400,00 €', incoming: '314.600,00 €' },
        ],
      },
    ]);
    expect(
      preview.criteria.map((c: { name: string; change: string; current: { weight: number }; incoming: { weight: number } }) => [
        c.name,
        c.change,
        c.current.weight,
        c.incoming.weight,
      ]),
    ).toEqual([
      ['Precio', 'changed', 60, 55],
      ['Memoria técnica del servicio', 'changed', 25, 30],
    ]);
    expect(
      preview.simulations.map((s: { id: string; values: Array<{ label: string; current: string; incoming: string }> }) => [
        s.id,
        s.values.map((v) => [v.label, v.current, v.incoming]),
      ]),
    ).toEqual([
      [
        simulation_ids[0],
        [
          ['Presupuesto base sin IVA', '240.000,00 €', '260.000,00 €'],
          ['Puntos máximos del precio', '60', '55'],
        ],
      ],
      [simulation_ids[1], [['Puntos máximos del precio', '60', '55']]],
    ]);

    // Nothing stored.
    expect((await t.call('GET', `/api/project/${id}`, { token: A.adminToken })).json()).toEqual(before);
    expect((await sim(simulation_ids[0])).bid.tender_budget).toBe(240000);
  });

  it('applies them: the tender, its criteria and origin; the lot simulations only with the option', async () => {
    const { id, simulation_ids } = await importTwoLots();
    const other = await importTwoLots();
    // The preparer's own name stays: the notice did not change its object.
    await t.call('PUT', `/api/project/${id}`, { token: A.adminToken, body: { name: 'Limpieza Villanueva (mi nombre)' } });
    // Lot 2's simulation is already computed: its inputs stay, as its form would refuse a change.
    await t.database.db.updateTable('simulation').set({ status: 'Solved' }).where('id', '=', simulation_ids[1]).execute();
    const listed = (
      await t.call('POST', `/api/project/${id}/import/refresh_preview`, {
        token: A.adminToken,
        body: { xml: xmlOf('limpieza-dos-lotes-rectificado.atom') },
      })
    ).json();
    expect(listed.simulations.map((s: { status: string; updatable: boolean }) => [s.status, s.updatable])).toEqual([
      ['Stopped', true],
      ['Solved', false],
    ]);

    const applied = await t.call('POST', `/api/project/${id}/import/refresh`, {
      token: A.adminToken,
      body: { xml: xmlOf('limpieza-dos-lotes-rectificado.atom'), update_simulations: true },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().simulation_ids).toEqual([simulation_ids[0]]);
    const tender = applied.json().project;
    expect(tender).toMatchObject({
      name: 'Limpieza Villanueva (mi nombre)',
      estimated_value: 924000,
      extension_months: 24,
      file_number: '2026/LIM-014',
    });
    expect(tender.award_criteria.map((c: { name: string; weight: number }) => [c.name, c.weight])).toEqual([
      ['Precio', 55],
      ['Bolsa de horas adicionales sin coste', 15],
      ['Memoria técnica del servicio', 30],
    ]);
    expect(tender.import_source.notice).toMatchObject({
      updated: '2026-12-02',
      budget_without_vat: 420000,
      submission_deadline: { date: '2027-01-15' },
    });
    expect(tender.import_source.refreshed_at).toBeTruthy();
    expect((await sim(simulation_ids[0])).bid).toMatchObject({
      tender_budget: 260000,
      price_score: { max_points: 55, formula: 'proportional' },
    });
    expect((await sim(simulation_ids[1])).bid).toMatchObject({ tender_budget: 160000, price_score: { max_points: 60 } });

    // Without the option the simulations keep their inputs.
    const kept = await t.call('POST', `/api/project/${other.id}/import/refresh`, {
      token: A.adminToken,
      body: { xml: xmlOf('limpieza-dos-lotes-rectificado.atom') },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().simulation_ids).toEqual([]);
    expect(kept.json().project.estimated_value).toBe(924000);
    expect((await sim(other.simulation_ids[0])).bid).toMatchObject({ tender_budget: 240000, price_score: { max_points: 60 } });

    // Once applied, the same notice changes nothing more.
    const again = (
      await t.call('POST', `/api/project/${id}/import/refresh_preview`, {
        token: A.adminToken,
        body: { xml: xmlOf('limpieza-dos-lotes-rectificado.atom') },
      })
    ).json();
    expect([again.fields, again.lots, again.criteria]).toEqual([[], [], []]);
    // Still listed: the computed simulation of lot 2 was left as it was.
    expect(again.simulations.map((s: { id: string }) => s.id)).toEqual([simulation_ids[1]]);
  });

  it('the uploaded later notice: the same upload-address flow, the file gone after applying', async () => {
    const { id } = await importTwoLots();
    const { put, uploadId: upload_id } = await uploadNotice(
      t,
      A.adminToken,
      `/api/project/${id}/import/upload_url`,
      { filename: 'anuncio-rectificado.atom' },
      noticeFile('limpieza-dos-lotes-rectificado.atom'),
    );
    expect(put.statusCode, put.body).toBe(200);
    const preview = await t.call('POST', `/api/project/${id}/import/refresh_preview`, {
      token: A.adminToken,
      body: { upload_id },
    });
    expect(preview.json().fields.length).toBe(4);
    expect(
      (await t.call('POST', `/api/project/${id}/import/refresh`, { token: A.adminToken, body: { upload_id } })).statusCode,
    ).toBe(200);
    const gone = await t.call('POST', `/api/project/${id}/import/refresh_preview`, { token: A.adminToken, body: { upload_id } });
    expect(gone.json().message).toBe('El archivo del anuncio no está subido o ha caducado: súbalo de nuevo.');
  });

  it('refuses a notice of another expediente, and changes nothing', async () => {
    const { id, simulation_ids } = await importTwoLots();
    const before = (await t.call('GET', `/api/project/${id}`, { token: A.adminToken })).json();
    const one = await t.call('POST', `/api/project/${id}/import/refresh`, {
      token: A.adminToken,
      body: { xml: xmlOf('limpieza-un-lote-entrada.xml'), update_simulations: true },
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toMatch(
      /^El anuncio es del expediente «[^»]+», no del expediente «2026\/LIM-014» de esta licitación: no se ha cambiado nada\.$/,
    );
    const feed = await t.call('POST', `/api/project/${id}/import/refresh_preview`, {
      token: A.adminToken,
      body: { xml: xmlOf('varias-entradas.atom') },
    });
    expect(feed.statusCode).toBe(400);
    expect(feed.json().message).toContain('El archivo tiene anuncios de los expedientes');
    expect((await t.call('GET', `/api/project/${id}`, { token: A.adminToken })).json()).toEqual(before);
    expect((await sim(simulation_ids[0])).bid.tender_budget).toBe(240000);
  });

  it('permissions as for editing a tender, scoped to the workspace; a tender not imported; reading the address again with fetching off', async () => {
    const { id } = await importTwoLots();
    const body = { xml: xmlOf('limpieza-dos-lotes-rectificado.atom') };
    expect((await t.call('POST', `/api/project/${id}/import/refresh`, { token: lector, body })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/project/${id}/import/refresh_preview`, { token: B.adminToken, body })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('POST', `/api/project/${id}/import/upload_url`, { token: B.adminToken, body: { filename: 'a.atom' } }))
        .statusCode,
    ).toBe(404);
    // An upload of workspace B cannot be used on a tender of workspace A.
    const bLink = (
      await t.call('POST', '/api/project/import/upload_url', {
        token: B.adminToken,
        body: { workspace_id: B.id, filename: 'b.atom' },
      })
    ).json();
    const stolen = await t.call('POST', `/api/project/${id}/import/refresh_preview`, {
      token: A.adminToken,
      body: { upload_id: bLink.upload_id },
    });
    expect(stolen.statusCode).toBe(400);

    const plain = (
      await t.call('POST', '/api/project', { token: A.adminToken, body: { name: 'Hecha a mano', workspace_id: A.id } })
    ).json();
    const notImported = await t.call('POST', `/api/project/${plain.id}/import/refresh_preview`, { token: A.adminToken, body });
    expect(notImported.json().message).toBe(
      'Esta licitación no se importó de la Plataforma de Contratación: no hay anuncio que actualizar.',
    );

    const refetch = await t.call('POST', `/api/project/${id}/import/refresh_preview`, { token: A.adminToken, body: {} });
    expect(refetch.statusCode).toBe(400);
    expect(refetch.json().message).toBe(FETCH_OFF_MESSAGE);
  });

  it('lots with their own criteria: each lot simulation takes its lot price weight, and the tender keeps them per lot', async () => {
    const res = await t.call('POST', '/api/project/import', {
      token: A.adminToken,
      body: { workspace_id: A.id, xml: xmlOf('limpieza-criterios-por-lote.atom') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [lot1, lot2] = await Promise.all(res.json().simulation_ids.map(sim));
    expect([lot1.bid.price_score.max_points, lot2.bid.price_score.max_points]).toEqual([70, 50]);
    const tender = (await t.call('GET', `/api/project/${res.json().id}`, { token: lector })).json();
    expect(tender.award_criteria).toEqual([]);
    expect(
      tender.import_source.notice.lots.map((l: { id: string; criteria: Array<{ name: string; weight: number }> }) => [
        l.id,
        l.criteria.map((c) => [c.name, c.weight]),
      ]),
    ).toEqual([
      [
        '1',
        [
          ['Oferta económica', 70],
          ['Plan de trabajo de los edificios municipales', 30],
        ],
      ],
      [
        '2',
        [
          ['Oferta económica', 50],
          ['Proyecto pedagógico de limpieza en centros escolares', 50],
        ],
      ],
    ]);
  });
});
