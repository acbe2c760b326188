/**
 * Previous studies (estudios previos), server side, launch and parameters: the launch refusals with their
 * messages, a launch costed off the request path, parameter changes (with the offer and its justification PDF), and
 * jobs left behind by a dead process. On PGlite and, when it answers, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from './helpers';
import { previousStudyFixture, type StudyWorld } from './previous-studies-fixtures';
import { insertAgreement } from './simulations/fixtures';
import { reapPreviousStudies } from '../src/previous-studies/jobs';
import { PREVIOUS_STUDY_MESSAGES as M, moneyText } from '@licita/domain';
import { pdfText } from './pdf-text';

describe.each(await targets())('previous studies (%s)', (target) => {
  const { start, stop, db, ok, call, getStudy, newStudy, filledStudy, waitStudy, solvedStudy } = previousStudyFixture();
  let t: TestApp, A: StudyWorld['A'], agreement: StudyWorld['agreement'];

  beforeAll(async () => {
    ({ t, A, agreement } = await start(target));
  });
  afterAll(stop);

  it('refuses each launch condition with its exact message (400; 404 when missing), changing nothing', async () => {
    const solved = await solvedStudy('Ya procesado');
    const cases: [string, (id: string) => Promise<void>][] = [
      [M.noStartDate, async () => {}],
      [
        M.noDuration,
        async (id) => void (await sql`update previous_study set service_date_init = '2026-01-01' where id = ${id}`.execute(db())),
      ],
      [
        M.noSocialSecurity,
        async (id) =>
          void (await sql`update previous_study set service_date_init = '2026-01-01', service_duration = 12, social_security = null where id = ${id}`.execute(
            db(),
          )),
      ],
      [
        M.noAbsenteeism,
        async (id) =>
          void (await sql`update previous_study set service_date_init = '2026-01-01', service_duration = 12, absenteeism_rate = null where id = ${id}`.execute(
            db(),
          )),
      ],
      [
        M.surrogateWithoutCategory,
        async (id) => {
          await sql`update previous_study set service_date_init = '2026-01-01', service_duration = 12 where id = ${id}`.execute(
            db(),
          );
          ok(
            await call('POST', `/api/previous_study/${id}/subrogate`, { category_id: agreement.cats.limpiador, working_day: 20 }),
          );
          await sql`update subrogate set category_id = null where previous_study_id = ${id}`.execute(db());
        },
      ],
    ];
    for (const [message, spoil] of cases) {
      const id = await newStudy(`Rechazo ${message}`);
      await spoil(id);
      const before = await t.counts();
      const res = await call('POST', `/api/previous_study/${id}/launch_async`);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message });
      expect(await t.counts()).toEqual(before);
      expect((await getStudy(id)).status).toBe('Stopped');
    }
    // a surrogate without category still lists (empty category), so it can be fixed
    const orphan = (
      await db().selectFrom('subrogate').select('previous_study_id').where('category_id', 'is', null).executeTakeFirstOrThrow()
    ).previous_study_id!;
    expect((await call('GET', `/api/previous_study/${orphan}/subrogate`)).json()).toEqual([
      expect.objectContaining({ category: expect.objectContaining({ name: '' }) }),
    ]);
    const again = await call('POST', `/api/previous_study/${solved.id}/launch_async`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: M.alreadyProcessed });
    const missing = await call('POST', `/api/previous_study/${randomUUID()}/launch_async`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.notFound });
  });

  it('a launch answers Running/PENDING at once and ends Solved/FINISHED; the total is the sum of its parts', async () => {
    const s = await solvedStudy('Lanzado');
    expect(s).toMatchObject({ status: 'Solved', sub_status: 'FINISHED', can_modify_parameters: true });
    expect(s.started).not.toBeNull();
    expect(s.finished).not.toBeNull();
    // the workbook is built on its own request (solution_url), never by a read
    expect(s.result_url).toBeNull();
    const r = s.results;
    for (const part of ['hiring_costs', 'social_security', 'absenteeism_cost', 'material_costs', 'total_cost'])
      expect(r[part], part).toBeGreaterThan(0);
    expect(r.benefit).toBe(0);
    expect(r.total_cost).toBeCloseTo(r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs + r.benefit, 6);
    // Seguridad social 33 % of the wages; absenteeism 2 % of wages and social security, all of it substituted
    expect(r.social_security).toBeCloseTo(r.hiring_costs * 0.33, 6);
    expect(r.absenteeism_cost).toBeCloseTo((r.hiring_costs + r.social_security) * 0.02, 6);
    // 300 € a month for 12 months, and 10 € × 5 units × 6 months
    expect(r.material_costs).toBeCloseTo(3600 + 300, 6);
    expect(r.categories['Limpiador/a']).toMatchObject({ count_sub: 1 });
    expect(r.categories['Cristalero/a']).toMatchObject({ count_sub: 1, fte_sub: 0.5 });
    // events oldest first: launched, the engine's, solved
    expect(s.events[0]).toMatchObject({ title: 'Estudio previo lanzado', description: M.calculating, type_info: 'Info' });
    expect(s.events.at(-1)).toMatchObject({ title: 'Estudio previo resuelto', type_info: 'Info' });
    const times = s.events.map((e: { created: string }) => e.created);
    expect([...times].sort()).toEqual(times);
    // Solved: inputs are read-only, the name is not
    expect((await call('PUT', `/api/previous_study/${s.id}`, { name: 'Lanzado', service_duration: 6 })).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/previous_study/${s.id}/subrogate`, { category_id: agreement.cats.limpiador, working_day: 10 }))
        .statusCode,
    ).toBe(409);
    const renamed = await call('PUT', `/api/previous_study/${s.id}`, { name: 'Lanzado y renombrado' });
    ok(renamed);
    expect(renamed.json()).toMatchObject({ name: 'Lanzado y renombrado', status: 'Solved' });
  });

  it('a launch the engine cannot cost goes back to Stopped with sub_status Stopped and an Error event saying why', async () => {
    const broken = await insertAgreement(t, A.id, 'Convenio roto');
    await sql`update agreement set holiday_days_types = 'raros' where id = ${broken.id}`.execute(db());
    const id = await newStudy('Falla');
    ok(await call('PUT', `/api/previous_study/${id}`, { name: 'Falla', service_date_init: '2026-01-01', service_duration: 12 }));
    ok(await call('POST', `/api/previous_study/${id}/subrogate`, { category_id: broken.cats.limpiador, working_day: 30 }));
    ok(await call('POST', `/api/previous_study/${id}/launch_async`));
    const s = await waitStudy(id, (x) => x.sub_status !== 'PENDING');
    expect(s).toMatchObject({ status: 'Stopped', sub_status: 'Stopped', results: null, result_url: null });
    expect(s.events.at(-1)).toMatchObject({ type_info: 'Error', title: M.processingFailed });
    expect(s.events.at(-1).description).toContain('holiday_days_types');
    // fixed, it can be launched again
    await sql`update agreement set holiday_days_types = 'naturales' where id = ${broken.id}`.execute(db());
    ok(await call('POST', `/api/previous_study/${id}/launch_async`));
    expect((await waitStudy(id, (x) => x.status !== 'Running')).status).toBe('Solved');
  });

  it('parameters: a new benefit changes the total by exactly that ratio; materials follow; bad values 400', async () => {
    const s = await solvedStudy('Parámetros');
    const params = (await call('GET', `/api/previous_study/${s.id}/parameters`)).json();
    expect(params).toMatchObject({ absenteeism_rate: 2, benefit: 0 });
    expect(params.material_costs.map((m: any) => [m.name, m.type, m.amount, m.center_id])).toEqual([
      ['Productos', 'MONTHLY_AMOUNT', 300, null],
      ['Maquinaria', 'MONTHLY_UNIT_COST', 10, null],
    ]);
    const res = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
      absenteeism_rate: 2,
      benefit: 10,
      material_costs: [],
    });
    ok(res);
    expect(res.json()).toEqual({ id: s.id, status: 'Solved', sub_status: 'PENDING' });
    const after = await waitStudy(s.id, (x) => x.sub_status !== 'PENDING');
    expect(after.sub_status).toBe('FINISHED');
    expect(after.results.total_cost / s.results.total_cost).toBeCloseTo(1.1, 10);
    expect(after.results.benefit).toBeCloseTo(s.results.total_cost * 0.1, 6);
    expect(after.results.hiring_costs).toBeCloseTo(s.results.hiring_costs, 6);
    expect((await call('GET', `/api/previous_study/${s.id}/parameters`)).json()).toMatchObject({ benefit: 10 });

    const productos = params.material_costs[0].id;
    ok(
      await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
        absenteeism_rate: 0,
        benefit: 10,
        material_costs: [{ id: productos, amount: 400, months_to_apply: 12 }],
      }),
    );
    const third = await waitStudy(s.id, (x) => x.sub_status !== 'PENDING');
    expect(third.results.material_costs).toBeCloseTo(4800 + 300, 6);
    expect(third.results.absenteeism_cost).toBe(0);
    const r = third.results;
    expect(r.total_cost).toBeCloseTo((r.hiring_costs + r.social_security + r.material_costs) * 1.1, 6);

    const before = await t.counts();
    const wrongId = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
      absenteeism_rate: 0,
      benefit: 10,
      material_costs: [{ id: randomUUID(), amount: 1 }],
    });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().field).toBe('material_costs[0].id');
    const noMonths = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
      absenteeism_rate: 0,
      benefit: 10,
      material_costs: [{ id: productos, amount: 1, months_to_apply: null }],
    });
    expect(noMonths.json()).toEqual({ message: 'Valor requerido', field: 'material_costs[0].months_to_apply' });
    expect(
      (
        await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
          absenteeism_rate: 0,
          benefit: 101,
          material_costs: [],
        })
      ).statusCode,
    ).toBe(400);
    const negative = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
      absenteeism_rate: 0,
      benefit: 10,
      material_costs: [{ id: productos, amount: -10_000_000, months_to_apply: 12 }],
    });
    expect(negative.json()).toEqual({
      message: 'El campo «Importe» (Costes materiales, fila 1) debe ser mayor o igual que 0',
      field: 'material_costs[0].amount',
    });
    const twice = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
      absenteeism_rate: 0,
      benefit: 10,
      material_costs: [
        { id: productos, amount: 1, months_to_apply: 12 },
        { id: productos, amount: 2, months_to_apply: 12 },
      ],
    });
    expect(twice.json()).toEqual({
      message: 'El campo «Costes materiales» repite un coste ya enviado (fila 2)',
      field: 'material_costs[1].id',
    });
    expect(await t.counts()).toEqual(before);
    expect((await getStudy(s.id)).results).toEqual(third.results);
    // not solved: 409; no solution yet: 404
    const stopped = await newStudy('Sin resolver');
    expect(
      (
        await call('PUT', `/api/previous_study/${stopped}/parameters_async`, {
          absenteeism_rate: 0,
          benefit: 1,
          material_costs: [],
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('GET', `/api/previous_study/${stopped}/parameters`)).statusCode).toBe(404);
  });

  it('the study re-costs with overheads, VAT and the offer; bad values are refused naming the field and change nothing', async () => {
    const s = await solvedStudy('Con oferta');
    expect(s.results.overheads_cost).toBe(0);
    expect(s.results.budget.vat_rate).toBe(21);
    expect(s.results.bid).toBeUndefined();
    const c = s.results.hiring_costs + s.results.social_security + s.results.absenteeism_cost + s.results.material_costs;
    const budget = Math.round(c * 1.5);
    ok(
      await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
        absenteeism_rate: 2,
        benefit: 6,
        overheads: 13,
        vat: 10,
        tender_budget: budget,
        other_offers: [Math.round(c * 1.4)],
        material_costs: [],
      }),
    );
    const after = await waitStudy(s.id, (x) => x.sub_status !== 'PENDING');
    expect(after.sub_status).toBe('FINISHED');
    const r = after.results;
    expect(r.overheads_cost).toBeCloseTo(c * 0.13, 6);
    expect(r.total_cost).toBeCloseTo(c * 1.19, 6);
    expect(r.budget.total_with_vat).toBeCloseTo(c * 1.19 * 1.1, 6);
    expect(r.bid.tender_budget).toBe(budget);
    expect(r.bid.discount_percent).toBeCloseTo(((budget - c * 1.19) / budget) * 100, 6);
    expect(r.bid.abnormal.offers_considered).toBe(2);
    expect((await call('GET', `/api/previous_study/${s.id}/parameters`)).json()).toMatchObject({
      overheads: 13,
      vat: 10,
      tender_budget: budget,
      offer_price: null,
      other_offers: [Math.round(c * 1.4)],
    });
    const before = await t.counts();
    const bad = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
      absenteeism_rate: 2,
      benefit: 6,
      tender_budget: 0,
      material_costs: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'El campo «Presupuesto base de licitación» debe ser mayor o igual que 0,01',
      field: 'tender_budget',
    });
    const noExponent = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
      absenteeism_rate: 2,
      benefit: 6,
      price_score: { max_points: 60, formula: 'power' },
      material_costs: [],
    });
    expect(noExponent.statusCode).toBe(400);
    expect(noExponent.json()).toEqual({
      message: 'El campo «Exponente» es obligatorio con la fórmula de raíz o potencial',
      field: 'price_score.exponent',
    });
    expect(await t.counts()).toEqual(before);
    expect((await getStudy(s.id)).results).toEqual(r);

    // the price score: the other offer is a competitor without name; ours (c × 1.19) is the lowest: 40 + 30 = 70
    ok(
      await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
        absenteeism_rate: 2,
        benefit: 6,
        price_score: { max_points: 40, formula: 'linear' },
        technical_points: 30,
        material_costs: [],
      }),
    );
    const scored = (await waitStudy(s.id, (x) => x.sub_status !== 'PENDING')).results;
    expect(scored.bid.score.offers.map((o: any) => [o.name, o.rank])).toEqual([
      ['Nuestra oferta', 1],
      ['Competidor 1', 2],
    ]);
    expect(scored.bid.score.offers[0].total_points).toBe(70);
    expect((await call('GET', `/api/previous_study/${s.id}/parameters`)).json()).toMatchObject({
      price_score: { max_points: 40, formula: 'linear' },
      technical_points: 30,
      competitors: [],
    });
    ok(
      await call('PUT', `/api/previous_study/${s.id}/parameters_async`, {
        absenteeism_rate: 2,
        benefit: 6,
        price_score: null,
        technical_points: 0,
        material_costs: [],
      }),
    );
    expect((await waitStudy(s.id, (x) => x.sub_status !== 'PENDING')).results).toEqual(r);

    // Descargar justificación: the study's PDF holds the same totals, to the cent
    const link = await call('GET', `/api/previous_study/${s.id}/justification_url`);
    ok(link);
    expect(link.json().filename).toBe('Justificacion_Con oferta.pdf');
    const pdf = (
      await t.app.inject({
        method: 'GET',
        url: new URL(link.json().download_url).pathname + new URL(link.json().download_url).search,
      })
    ).rawPayload as Buffer;
    const text = await pdfText(pdf);
    expect(text).toContain('Justificación de la oferta');
    expect(text).toContain('Estudio previo: Con oferta');
    for (const figure of [r.budget.total_without_vat, r.budget.total_with_vat, r.bid.abnormal.threshold_price])
      expect(text).toContain(moneyText(figure));
    expect((await call('GET', `/api/previous_study/${await newStudy('Sin justificar')}/justification_url`)).statusCode).toBe(404);
  });

  it('a job left behind by a dead process does not stay running: reaped by age when read, and all at start-up', async () => {
    const id = await filledStudy('Huérfano');
    const long = new Date(Date.now() - 10 * 60_000);
    await db()
      .updateTable('previous_study')
      .set({ status: 'Running', sub_status: 'PENDING', started: long, sub_status_at: long, job_id: randomUUID() })
      .where('id', '=', id)
      .execute();
    const s = await getStudy(id);
    expect(s).toMatchObject({ status: 'Stopped', sub_status: 'Stopped' });
    expect(s.events.at(-1)).toMatchObject({ type_info: 'Error', title: M.processingFailed });
    // a fresh one is left alone by age, and reaped at the start-up of the only process (embedded database)
    await db()
      .updateTable('previous_study')
      .set({ status: 'Running', sub_status: 'PENDING', sub_status_at: new Date(), job_id: randomUUID() })
      .where('id', '=', id)
      .execute();
    expect((await getStudy(id)).status).toBe('Running');
    expect(await reapPreviousStudies(db(), new Date(), { everything: true })).toBeGreaterThanOrEqual(1);
    expect((await getStudy(id)).sub_status).toBe('Stopped');
    // a parameter change left PENDING ends in ERROR, and can be saved again
    const solved = await solvedStudy('Cambio huérfano');
    await db()
      .updateTable('previous_study')
      .set({ sub_status: 'PENDING', sub_status_at: long, job_id: randomUUID() })
      .where('id', '=', solved.id)
      .execute();
    expect(await getStudy(solved.id)).toMatchObject({ status: 'Solved', sub_status: 'ERROR', can_modify_parameters: true });
    ok(
      await call('PUT', `/api/previous_study/${solved.id}/parameters_async`, {
        absenteeism_rate: 2,
        benefit: 5,
        material_costs: [],
      }),
    );
    expect((await waitStudy(solved.id, (x) => x.sub_status !== 'PENDING')).sub_status).toBe('FINISHED');
  });
});
