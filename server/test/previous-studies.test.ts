/**
 * Previous studies (estudios previos), server side: the editor's calls (basic data, surrogates, other costs and
 * their spreadsheet), the launch refusals with the spec's messages, a launch costed off the request path, parameter
 * changes, the solution workbook read back, the conversion into a simulation, isolation and permissions, and jobs
 * left behind by a dead process. On PGlite and, when it answers, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from './helpers';
import { insertAgreement, newTender } from './simulations/fixtures';
import { attachStorage, LocalFileStorage } from '../src/files/storage';
import { SUMMARY_CELLS } from '../src/runs/workbook';
import { previousStudyJobsIdle, reapPreviousStudies } from '../src/previous-studies/jobs';
import { PREVIOUS_STUDY_MESSAGES as M } from '../../domain/src/previous-study';
import { moneyText } from '../../domain/src/simulation-run/budget-card';
import { pdfText } from './pdf-text';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STUDY_SURROGATE_HEADERS = ['Nombre', 'Unidad organizativa', 'Convenio', 'Categoría', 'Jornada', 'Unidad de jornada', 'Tipo de contrato', 'Salario anual pactado', 'Pluses anuales', 'Fecha de antigüedad'];

describe.each(await targets())('previous studies (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let B: { id: string; adminToken: string };
  let lector: string;
  let tender: string;
  let agreement: Awaited<ReturnType<typeof insertAgreement>>;
  let filesDir: string;
  let storage: LocalFileStorage;
  const db = () => t.database.db;

  const ok = (res: { statusCode: number; body: string }, code = 200) => expect(res.statusCode, res.body).toBe(code);
  const call = (method: string, url: string, body?: unknown, token = A.adminToken) => t.call(method, url, { token, body });
  const getStudy = async (id: string, token = A.adminToken) => {
    const res = await call('GET', `/api/previous_study/${id}`, undefined, token);
    ok(res);
    return res.json();
  };

  async function newStudy(name = 'Estudio'): Promise<string> {
    const res = await call('POST', '/api/previous_study', { name, project_id: tender });
    ok(res);
    return res.json().id;
  }

  /** A study ready to launch: basic data, two surrogates (one in percent) and two other costs. */
  async function filledStudy(name = 'Estudio completo'): Promise<string> {
    const id = await newStudy(name);
    ok(await call('PUT', `/api/previous_study/${id}`, { name, service_date_init: '2026-01-01', service_duration: 12, social_security: 33, absenteeism_rate: 2, substitution_percentage: 100 }));
    ok(await call('POST', `/api/previous_study/${id}/subrogate`, { name: 'Ana', category_id: agreement.cats.limpiador, working_day: 30, beginning_year: '2015-03-01' }));
    ok(await call('POST', `/api/previous_study/${id}/subrogate`, { name: 'Luis', category_id: agreement.cats.cristalero, working_day: 50, value_metric_working_day: 'PERCENT' }));
    ok(await call('POST', `/api/previous_study/${id}/material_cost`, { name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: 300 }));
    ok(await call('POST', `/api/previous_study/${id}/material_cost`, { name: 'Maquinaria', cost_type: 'MONTHLY_UNIT_COST', amount: 10, number_of_units: 5, months_to_apply: 6 }));
    return id;
  }

  /** Polls the study as the ui does (once a second there; faster here) until `done` says so. */
  async function waitStudy(id: string, done: (s: any) => boolean) {
    for (let i = 0; i < 300; i++) {
      const s = await getStudy(id);
      if (done(s)) return s;
      await previousStudyJobsIdle(t.app.deps);
    }
    throw new Error(`study ${id} did not finish`);
  }

  async function solvedStudy(name: string) {
    const id = await filledStudy(name);
    const res = await call('POST', `/api/previous_study/${id}/launch_async`);
    ok(res);
    expect(res.json()).toEqual({ id, status: 'Running', sub_status: 'PENDING' });
    const s = await waitStudy(id, (x) => x.status !== 'Running');
    expect(s.status, JSON.stringify(s.events)).toBe('Solved');
    return s;
  }

  async function download(url: string) {
    const u = new URL(url);
    const file = await t.app.inject({ method: 'GET', url: u.pathname + u.search });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as any);
    return wb;
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    filesDir = mkdtempSync(join(tmpdir(), 'licita-studies-'));
    storage = new LocalFileStorage(filesDir, 'test-files-secret');
    attachStorage(t.app.deps, storage);
    A = await t.workspace('Estudios A');
    B = await t.workspace('Estudios B');
    lector = (await t.member('Estudios A', 'lector@estudios.test', 'Lector')).token;
    tender = await newTender(t, A.adminToken, A.id);
    agreement = await insertAgreement(t, A.id);
  });
  afterAll(async () => {
    await t?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('creates a study with the default basic data, Stopped, listed in its tender', async () => {
    const id = await newStudy('Nuevo estudio');
    const s = await getStudy(id);
    expect(s).toMatchObject({
      id,
      uid: id,
      name: 'Nuevo estudio',
      project_id: tender,
      status: 'Stopped',
      sub_status: null,
      service_date_init: null,
      service_duration: null,
      social_security: 34,
      absenteeism_rate: 0,
      substitution_percentage: 100,
      data_url: null,
      result_url: null,
      results: null,
      events: [],
      can_modify_parameters: false,
    });
    const list = (await t.call('GET', '/api/previous_study', { token: lector, query: { project_id: tender } })).json();
    expect(list.map((x: { id: string }) => x.id)).toContain(id);
  });

  it('basic data: saved; a blank field is refused naming it with the form message, and nothing changes', async () => {
    const id = await newStudy('Datos básicos');
    const saved = await call('PUT', `/api/previous_study/${id}`, { name: 'Datos básicos', service_date_init: '2026-03-01', service_duration: 24, social_security: 32.5, absenteeism_rate: 4, substitution_percentage: 80 });
    ok(saved);
    expect(saved.json()).toMatchObject({ service_date_init: '2026-03-01', service_duration: 24, social_security: 32.5, absenteeism_rate: 4, substitution_percentage: 80 });
    const before = await t.counts();
    const cases: [string, string][] = [
      ['service_date_init', 'Valor requerido'],
      ['service_duration', M.durationRequired],
      ['social_security', M.socialSecurityRequired],
      ['absenteeism_rate', M.absenteeismRequired],
      ['substitution_percentage', M.substitutionRequired],
    ];
    for (const [field, message] of cases) {
      const res = await call('PUT', `/api/previous_study/${id}`, { name: 'Otro nombre', [field]: null });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    const outOfRange = await call('PUT', `/api/previous_study/${id}`, { name: 'Datos básicos', service_duration: 101 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().field).toBe('service_duration');
    expect(await t.counts()).toEqual(before);
    expect((await call('PUT', `/api/previous_study/${id}`, { name: '   ' })).json().field).toBe('name');
  });

  it('surrogates and other costs: a study has no centers, months default to its duration, the agreement week caps the hours', async () => {
    const id = await filledStudy('Entradas');
    const sub = await call('POST', `/api/previous_study/${id}/subrogate`, { category_id: agreement.cats.limpiador, working_day: 20, center_group: 3 });
    ok(sub);
    const got = (await call('GET', `/api/previous_study/${id}/subrogate/${sub.json().id}`)).json();
    expect(got).toMatchObject({ center_id: null, center_group: null, working_day_fixed: 20, category: { id: agreement.cats.limpiador, name: 'Limpiador/a' }, agreement: { id: agreement.id, name: 'Convenio limpieza Ávila' } });
    const list = (await call('GET', `/api/previous_study/${id}/subrogate`)).json();
    expect(list.map((s: any) => [s.name, s.working_day_fixed])).toEqual([['Ana', 30], ['Luis', 20], [null, 20]]);
    // more hours than the agreement's week (40)
    const tooMany = await call('PUT', `/api/previous_study/${id}/subrogate/${sub.json().id}`, { category_id: agreement.cats.limpiador, working_day: 41 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('working_day');
    ok(await call('DELETE', `/api/previous_study/${id}/subrogate/${sub.json().id}`), 204);
    expect((await call('GET', `/api/previous_study/${id}/subrogate/${sub.json().id}`)).statusCode).toBe(404);

    const costs = (await call('GET', `/api/previous_study/${id}/material_cost`)).json();
    expect(costs).toEqual([
      expect.objectContaining({ name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: 300, months_to_apply: 12, center_id: null }),
      expect.objectContaining({ name: 'Maquinaria', cost_type: 'MONTHLY_UNIT_COST', amount: 10, number_of_units: 5, months_to_apply: 6 }),
    ]);
    const bad = await call('POST', `/api/previous_study/${id}/material_cost`, { name: 'Porcentaje', cost_type: 'SALARY_PERCENT', amount: 120 });
    expect(bad.json()).toEqual({ message: 'Valor incorrecto', field: 'amount' });
    const edited = await call('PUT', `/api/previous_study/${id}/material_cost/${costs[0].id}`, { name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: 350, months_to_apply: 10, center_id: randomUUID() });
    ok(edited);
    expect(edited.json()).toMatchObject({ amount: 350, months_to_apply: 10, center_id: null });
    // the simulation's calls do not reach a study's rows
    expect((await call('GET', `/api/simulation/${id}/subrogate`)).statusCode).toBe(404);
  });

  it('refuses each launch condition with its exact message (400; 404 when missing), changing nothing', async () => {
    const solved = await solvedStudy('Ya procesado');
    const cases: [string, (id: string) => Promise<void>][] = [
      [M.noStartDate, async () => {}],
      [M.noDuration, async (id) => void (await sql`update previous_study set service_date_init = '2026-01-01' where id = ${id}`.execute(db()))],
      [M.noSocialSecurity, async (id) => void (await sql`update previous_study set service_date_init = '2026-01-01', service_duration = 12, social_security = null where id = ${id}`.execute(db()))],
      [M.noAbsenteeism, async (id) => void (await sql`update previous_study set service_date_init = '2026-01-01', service_duration = 12, absenteeism_rate = null where id = ${id}`.execute(db()))],
      [
        M.surrogateWithoutCategory,
        async (id) => {
          await sql`update previous_study set service_date_init = '2026-01-01', service_duration = 12 where id = ${id}`.execute(db());
          ok(await call('POST', `/api/previous_study/${id}/subrogate`, { category_id: agreement.cats.limpiador, working_day: 20 }));
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
    const orphan = (await db().selectFrom('subrogate').select('previous_study_id').where('category_id', 'is', null).executeTakeFirstOrThrow()).previous_study_id!;
    expect((await call('GET', `/api/previous_study/${orphan}/subrogate`)).json()).toEqual([expect.objectContaining({ category: expect.objectContaining({ name: '' }) })]);
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
    expect(s.result_url).toMatch(/^http/);
    const r = s.results;
    for (const part of ['hiring_costs', 'social_security', 'absenteeism_cost', 'material_costs', 'total_cost']) expect(r[part], part).toBeGreaterThan(0);
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
    expect((await call('POST', `/api/previous_study/${s.id}/subrogate`, { category_id: agreement.cats.limpiador, working_day: 10 })).statusCode).toBe(409);
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
    const res = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 2, benefit: 10, material_costs: [] });
    ok(res);
    expect(res.json()).toEqual({ id: s.id, status: 'Solved', sub_status: 'PENDING' });
    const after = await waitStudy(s.id, (x) => x.sub_status !== 'PENDING');
    expect(after.sub_status).toBe('FINISHED');
    expect(after.results.total_cost / s.results.total_cost).toBeCloseTo(1.1, 10);
    expect(after.results.benefit).toBeCloseTo(s.results.total_cost * 0.1, 6);
    expect(after.results.hiring_costs).toBeCloseTo(s.results.hiring_costs, 6);
    expect((await call('GET', `/api/previous_study/${s.id}/parameters`)).json()).toMatchObject({ benefit: 10 });

    const productos = params.material_costs[0].id;
    ok(await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 0, benefit: 10, material_costs: [{ id: productos, amount: 400, months_to_apply: 12 }] }));
    const third = await waitStudy(s.id, (x) => x.sub_status !== 'PENDING');
    expect(third.results.material_costs).toBeCloseTo(4800 + 300, 6);
    expect(third.results.absenteeism_cost).toBe(0);
    const r = third.results;
    expect(r.total_cost).toBeCloseTo((r.hiring_costs + r.social_security + r.material_costs) * 1.1, 6);

    const before = await t.counts();
    const wrongId = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 0, benefit: 10, material_costs: [{ id: randomUUID(), amount: 1 }] });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().field).toBe('material_costs[0].id');
    const noMonths = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 0, benefit: 10, material_costs: [{ id: productos, amount: 1, months_to_apply: null }] });
    expect(noMonths.json()).toEqual({ message: 'Valor requerido', field: 'material_costs[0].months_to_apply' });
    expect((await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 0, benefit: 101, material_costs: [] })).statusCode).toBe(400);
    expect(await t.counts()).toEqual(before);
    // not solved: 409; no solution yet: 404
    const stopped = await newStudy('Sin resolver');
    expect((await call('PUT', `/api/previous_study/${stopped}/parameters_async`, { absenteeism_rate: 0, benefit: 1, material_costs: [] })).statusCode).toBe(409);
    expect((await call('GET', `/api/previous_study/${stopped}/parameters`)).statusCode).toBe(404);
  });

  it('the study re-costs with overheads, VAT and the offer; bad values are refused naming the field and change nothing', async () => {
    const s = await solvedStudy('Con oferta');
    expect(s.results.overheads_cost).toBe(0);
    expect(s.results.budget.vat_rate).toBe(21);
    expect(s.results.bid).toBeUndefined();
    const c = s.results.hiring_costs + s.results.social_security + s.results.absenteeism_cost + s.results.material_costs;
    const budget = Math.round(c * 1.5);
    ok(await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 2, benefit: 6, overheads: 13, vat: 10, tender_budget: budget, other_offers: [Math.round(c * 1.4)], material_costs: [] }));
    const after = await waitStudy(s.id, (x) => x.sub_status !== 'PENDING');
    expect(after.sub_status).toBe('FINISHED');
    const r = after.results;
    expect(r.overheads_cost).toBeCloseTo(c * 0.13, 6);
    expect(r.total_cost).toBeCloseTo(c * 1.19, 6);
    expect(r.budget.total_with_vat).toBeCloseTo(c * 1.19 * 1.1, 6);
    expect(r.bid.tender_budget).toBe(budget);
    expect(r.bid.discount_percent).toBeCloseTo(((budget - c * 1.19) / budget) * 100, 6);
    expect(r.bid.abnormal.offers_considered).toBe(2);
    expect((await call('GET', `/api/previous_study/${s.id}/parameters`)).json()).toMatchObject({ overheads: 13, vat: 10, tender_budget: budget, offer_price: null, other_offers: [Math.round(c * 1.4)] });
    const before = await t.counts();
    const bad = await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 2, benefit: 6, tender_budget: 0, material_costs: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'El campo tender_budget debe ser mayor que 0', field: 'tender_budget' });
    expect(await t.counts()).toEqual(before);
    expect((await getStudy(s.id)).results).toEqual(r);

    // Descargar justificación: the study's PDF holds the same totals, to the cent
    const link = await call('GET', `/api/previous_study/${s.id}/justification_url`);
    ok(link);
    expect(link.json().filename).toBe('Justificacion_Con oferta.pdf');
    const pdf = (await t.app.inject({ method: 'GET', url: new URL(link.json().download_url).pathname + new URL(link.json().download_url).search })).rawPayload as Buffer;
    const text = await pdfText(pdf);
    expect(text).toContain('Justificación de la oferta');
    expect(text).toContain('Estudio previo: Con oferta');
    for (const figure of [r.budget.total_without_vat, r.budget.total_with_vat, r.bid.abnormal.threshold_price]) expect(text).toContain(moneyText(figure));
    expect((await call('GET', `/api/previous_study/${(await newStudy('Sin justificar'))}/justification_url`)).statusCode).toBe(404);
  });

  it('solution_url is Solucion_{name}.xlsx: a real workbook whose Resumen total is the study total', async () => {
    const s = await solvedStudy('Con libro');
    ok(await call('PUT', `/api/previous_study/${s.id}/parameters_async`, { absenteeism_rate: 3, benefit: 7, material_costs: [] }));
    const current = await waitStudy(s.id, (x) => x.sub_status === 'FINISHED');
    const res = await call('GET', `/api/previous_study/${s.id}/solution_url`);
    ok(res);
    expect(res.json().filename).toBe('Solucion_Con libro.xlsx');
    const wb = await download(res.json().download_url);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Resumen', 'Presupuesto', 'Categorías', 'Plantilla', 'Otros costes', 'Eventos']);
    const sum = wb.getWorksheet('Resumen')!;
    const total = sum.getCell(SUMMARY_CELLS.total).value as { result: number };
    expect(total.result).toBeCloseTo(current.results.total_cost, 6);
    expect(sum.getCell(SUMMARY_CELLS.benefitRate).value).toBe(7);
    const plantilla = wb.getWorksheet('Plantilla')!;
    expect(plantilla.getColumn(1).values.slice(2)).toEqual(expect.arrayContaining(['Ana', 'Luis']));
    // the study's link is the same workbook
    expect(current.result_url).toMatch(/solution-/);
    expect((await call('GET', `/api/previous_study/${(await newStudy('Sin libro'))}/solution_url`)).statusCode).toBe(404);
  });

  it('surrogates: the downloaded template (no center columns) imports back unchanged; a bad file names sheet, row and column and changes nothing', async () => {
    const id = await filledStudy('Plantilla');
    const link = await call('GET', `/api/previous_study/${id}/subrogate/download_url`);
    ok(link);
    expect(link.json().filename).toBe('Plantilla_subrogados.xlsx');
    const wb = await download(link.json().download_url);
    const ws = wb.getWorksheet('Subrogados')!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(STUDY_SURROGATE_HEADERS);
    expect(ws.rowCount).toBe(3);
    const strip = (l: any[]) => l.map(({ id: _id, ...r }) => r);
    const before = strip((await call('GET', `/api/previous_study/${id}/subrogate`)).json());

    async function upload(data: Buffer) {
      const addr = await call('POST', `/api/previous_study/${id}/subrogate/upload_url`, { filename: 'subrogados.xlsx', mime_type: XLSX });
      ok(addr);
      expect((await call('GET', `/api/previous_study/${id}/subrogate/upload_status`)).json()).toEqual({ status: 'PENDING', info_message: null });
      const u = new URL(addr.json().upload_url);
      ok(await t.app.inject({ method: 'PUT', url: u.pathname + u.search, headers: { 'content-type': XLSX }, payload: data }));
      return (await call('GET', `/api/previous_study/${id}/subrogate/upload_status`)).json();
    }

    expect(await upload(Buffer.from(await wb.xlsx.writeBuffer()))).toEqual({ status: 'FINISHED', info_message: null });
    expect(strip((await call('GET', `/api/previous_study/${id}/subrogate`)).json())).toEqual(before);

    ws.getCell('D3').value = 'Astronauta';
    ws.getCell('E2').value = 'treinta';
    const counts = await t.counts();
    const bad = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(bad.status).toBe('ERROR');
    expect(bad.info_message.split('\n')).toEqual([
      'Hoja Subrogados, fila 2, columna E (Jornada): Valor incorrecto',
      "Hoja Subrogados, fila 3, columna D (Categoría): categoría desconocida 'Astronauta' en los convenios del espacio de trabajo",
    ]);
    const { previous_study_import: _status, ...rest } = await t.counts();
    const { previous_study_import: _before, ...restBefore } = counts;
    expect(rest).toEqual(restBefore);
  });

  it('converts into a Stopped simulation of the tender with its basic data, surrogates and costs; the name gets (copia) when taken', async () => {
    const id = await filledStudy('Para convertir');
    const res = await call('GET', `/api/simulation/from_previous_study/${id}`);
    ok(res);
    const simId = res.json().id;
    const sim = (await call('GET', `/api/simulation/${simId}`)).json();
    expect(sim).toMatchObject({ name: 'Para convertir', project_id: tender, status: 'Stopped', service_date_init: '2026-01-01', service_duration: 12, social_security: 33, absenteeism_rate: 2 });
    const fields = (l: any[]) => l.map((s) => [s.name, s.category_id, s.working_day, s.value_metric_working_day, s.beginning_year, s.center_id]);
    expect(fields((await call('GET', `/api/simulation/${simId}/subrogate`)).json())).toEqual(fields((await call('GET', `/api/previous_study/${id}/subrogate`)).json()));
    const costs = (l: any[]) => l.map(({ id: _id, ...c }) => c);
    expect(costs((await call('GET', `/api/simulation/${simId}/material_cost`)).json())).toEqual(costs((await call('GET', `/api/previous_study/${id}/material_cost`)).json()));
    const second = await call('GET', `/api/simulation/from_previous_study/${id}`);
    ok(second);
    expect((await call('GET', `/api/simulation/${second.json().id}`)).json().name).toBe('Para convertir (copia)');
    // the study keeps its own rows
    expect((await call('GET', `/api/previous_study/${id}/subrogate`)).json()).toHaveLength(2);
  });

  it('another workspace gets 404 on every call about the study; a Lector reads and gets 403 on every change; nothing changes', async () => {
    const id = await filledStudy('Ajeno');
    const sub = (await call('GET', `/api/previous_study/${id}/subrogate`)).json()[0].id;
    const cost = (await call('GET', `/api/previous_study/${id}/material_cost`)).json()[0].id;
    const before = await t.counts();
    const reads: string[] = [`/api/previous_study/${id}`, `/api/previous_study/${id}/subrogate`, `/api/previous_study/${id}/subrogate/${sub}`, `/api/previous_study/${id}/material_cost`, `/api/previous_study/${id}/material_cost/${cost}`, `/api/previous_study/${id}/subrogate/upload_status`];
    const writes: [string, string, unknown?][] = [
      ['PUT', `/api/previous_study/${id}`, { name: 'Mío' }],
      ['DELETE', `/api/previous_study/${id}`],
      ['POST', `/api/previous_study/${id}/subrogate`, { category_id: agreement.cats.limpiador, working_day: 10 }],
      ['PUT', `/api/previous_study/${id}/subrogate/${sub}`, { category_id: agreement.cats.limpiador, working_day: 10 }],
      ['DELETE', `/api/previous_study/${id}/subrogate/${sub}`],
      ['POST', `/api/previous_study/${id}/material_cost`, { name: 'X', cost_type: 'MONTHLY_AMOUNT', amount: 1 }],
      ['PUT', `/api/previous_study/${id}/material_cost/${cost}`, { name: 'X', cost_type: 'MONTHLY_AMOUNT', amount: 1 }],
      ['DELETE', `/api/previous_study/${id}/material_cost/${cost}`],
      ['POST', `/api/previous_study/${id}/launch_async`],
      ['POST', `/api/previous_study/${id}/subrogate/upload_url`, { filename: 'a.xlsx', mime_type: XLSX }],
      ['PUT', `/api/previous_study/${id}/parameters_async`, { absenteeism_rate: 0, benefit: 0, material_costs: [] }],
    ];
    for (const url of reads) {
      const res = await call('GET', url, undefined, B.adminToken);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe(M.notFound);
      expect((await call('GET', url, undefined, lector)).statusCode, url).toBe(200);
    }
    for (const [method, url, body] of writes) {
      expect((await call(method, url, body, B.adminToken)).statusCode, `${method} ${url}`).toBe(404);
      const res = await call(method, url, body, lector);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'No tienes permiso para realizar esta acción' });
    }
    expect((await call('GET', `/api/simulation/from_previous_study/${id}`, undefined, B.adminToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/simulation/from_previous_study/${id}`, undefined, lector)).statusCode).toBe(403);
    expect((await call('POST', '/api/previous_study', { name: 'X', project_id: tender }, lector)).statusCode).toBe(403);
    expect((await call('POST', '/api/previous_study', { name: 'X', project_id: tender }, B.adminToken)).statusCode).toBe(404);
    expect(await t.counts()).toEqual(before);
  });

  it('a job left behind by a dead process does not stay running: reaped by age when read, and all at start-up', async () => {
    const id = await filledStudy('Huérfano');
    const long = new Date(Date.now() - 10 * 60_000);
    await db().updateTable('previous_study').set({ status: 'Running', sub_status: 'PENDING', started: long, sub_status_at: long, job_id: randomUUID() }).where('id', '=', id).execute();
    const s = await getStudy(id);
    expect(s).toMatchObject({ status: 'Stopped', sub_status: 'Stopped' });
    expect(s.events.at(-1)).toMatchObject({ type_info: 'Error', title: M.processingFailed });
    // a fresh one is left alone by age, and reaped at the start-up of the only process (embedded database)
    await db().updateTable('previous_study').set({ status: 'Running', sub_status: 'PENDING', sub_status_at: new Date(), job_id: randomUUID() }).where('id', '=', id).execute();
    expect((await getStudy(id)).status).toBe('Running');
    expect(await reapPreviousStudies(db(), new Date(), { everything: true })).toBeGreaterThanOrEqual(1);
    expect((await getStudy(id)).sub_status).toBe('Stopped');
    // a parameter change left PENDING ends in ERROR, and can be saved again
    const solved = await solvedStudy('Cambio huérfano');
    await db().updateTable('previous_study').set({ sub_status: 'PENDING', sub_status_at: long, job_id: randomUUID() }).where('id', '=', solved.id).execute();
    expect(await getStudy(solved.id)).toMatchObject({ status: 'Solved', sub_status: 'ERROR', can_modify_parameters: true });
    ok(await call('PUT', `/api/previous_study/${solved.id}/parameters_async`, { absenteeism_rate: 2, benefit: 5, material_costs: [] }));
    expect((await waitStudy(solved.id, (x) => x.sub_status !== 'PENDING')).sub_status).toBe('FINISHED');
  });

  it("an agreement whose category a study's surrogate uses cannot be deleted (409, saying so), and stays", async () => {
    const own = await insertAgreement(t, A.id, 'Convenio de un estudio');
    const id = await newStudy('Con convenio propio');
    ok(await call('POST', `/api/previous_study/${id}/subrogate`, { name: 'Eva', category_id: own.cats.limpiador, working_day: 20 }));
    const res = await t.call('DELETE', `/api/agreement/${own.id}`, { token: A.adminToken, query: { workspace_id: A.id } });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('No puedes borrar un convenio que usa alguna simulación o algún estudio previo');
    ok(await t.call('GET', `/api/agreement/${own.id}`, { token: A.adminToken }));
    ok(await call('DELETE', `/api/previous_study/${id}`), 204);
    ok(await t.call('DELETE', `/api/agreement/${own.id}`, { token: A.adminToken, query: { workspace_id: A.id } }), 204);
  });

  it('delete removes the study with its surrogates, costs, results and files', async () => {
    const s = await solvedStudy('Para borrar');
    ok(await call('GET', `/api/previous_study/${s.id}/subrogate/download_url`));
    const row = await db().selectFrom('previous_study').select('workbook_key').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.workbook_key).toBeTruthy();
    expect(existsSync(join(filesDir, row.workbook_key!))).toBe(true);
    expect(existsSync(join(filesDir, `simtemplate-subrogates-${s.id}.xlsx`))).toBe(true);
    ok(await call('DELETE', `/api/previous_study/${s.id}`), 204);
    expect((await call('GET', `/api/previous_study/${s.id}`)).statusCode).toBe(404);
    const left = await sql<{ n: number }>`select (select count(*)::int from subrogate where previous_study_id = ${s.id}) + (select count(*)::int from simulation_material_cost where previous_study_id = ${s.id}) as n`.execute(db());
    expect(left.rows[0].n).toBe(0);
    expect(existsSync(join(filesDir, row.workbook_key!))).toBe(false);
    expect(existsSync(join(filesDir, `simtemplate-subrogates-${s.id}.xlsx`))).toBe(false);
  });
});
