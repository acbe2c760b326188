/** The simulation form's API, second part: surrogates and other costs, isolation, permissions, duplicate, the engine's input document (the first: ./inputs.test.ts). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { targets, type TestApp } from '../helpers';
import {
  decodeTender,
  BasicDataCodec,
  CenterCodec,
  CategoryPositionsCodec,
  ContractTypeCodec,
  FixedShiftCodec,
  HourlyTaskCodec,
  ImportStatusCodec,
  LocalityCodec,
  PositionCodec,
  SimulationMaterialCostCodec,
  SurrogateCodec,
} from '@licita/domain';
import * as t_ from 'io-ts';
import { buildInputDocument } from '../../src/simulations/input-document';
import {
  fillSimulation,
  formWorld,
  insertAgreement,
  localityId,
  newSimulation,
  newTender,
  readInputs,
  type Filled,
  type FormWorld,
} from './fixtures';

describe.each(await targets())('simulation inputs: surrogates, other costs, isolation and copies (%s)', (target) => {
  let t: TestApp, A: FormWorld['A'], B: FormWorld['B'], lector: string, editor: string, tender: string;
  let agreement: FormWorld['agreement'], f: Filled, call: FormWorld['call'];
  beforeAll(async () => {
    ({ t, A, B, lector, editor, tender, agreement, f, call } = await formWorld(target));
  });
  afterAll(() => t?.close());

  it("surrogates: weekly hours, 'Posible jubilación', contract type; the rules", async () => {
    const list = (await call('GET', `/api/simulation/${f.sim}/subrogate`)).json();
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Ana',
        working_day_fixed: 30,
        possible_retirement: true,
        category: { id: agreement.cats.limpiador, name: 'Limpiador/a' },
        agreement: { id: agreement.id, name: 'Convenio limpieza Ávila' },
        contract_type: expect.objectContaining({ contract_key: '200' }),
      }),
      expect.objectContaining({
        name: 'Luis',
        working_day: 50,
        value_metric_working_day: 'PERCENT',
        working_day_fixed: 20,
        possible_retirement: false,
        salary_year: 20000,
        annual_bonuses: 500,
      }),
    ]);
    const unknown = await call('POST', `/api/simulation/${f.sim}/subrogate`, { category_id: randomUUID(), working_day: 20 });
    expect(unknown.json()).toMatchObject({ field: 'category_id', message: 'Categoría requerida' });
    const tooMany = await call('POST', `/api/simulation/${f.sim}/subrogate`, {
      category_id: agreement.cats.limpiador,
      working_day: 45,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      field: 'working_day',
      message: 'Las horas de un subrogado no pueden superar las horas del convenio',
    });
    const pct = await call('POST', `/api/simulation/${f.sim}/subrogate`, {
      category_id: agreement.cats.limpiador,
      working_day: 120,
      value_metric_working_day: 'PERCENT',
    });
    expect(pct.json()).toMatchObject({ field: 'working_day', message: 'Valor incorrecto' });
    // A refused value is named by the form's label, the property's title in the contract.
    const negative = await call('POST', `/api/simulation/${f.sim}/subrogate`, {
      category_id: agreement.cats.limpiador,
      working_day: -1,
    });
    expect(negative.json()).toEqual({ field: 'working_day', message: 'El campo «Jornada» debe ser mayor o igual que 0' });
    const unit = await call('POST', `/api/simulation/${f.sim}/subrogate`, {
      category_id: agreement.cats.limpiador,
      working_day: 20,
      value_metric_working_day: 'DAYS',
    });
    expect(unit.json()).toMatchObject({
      field: 'value_metric_working_day',
      message: expect.stringContaining('«Unidad de la jornada»'),
    });
    const seniority = await call('POST', `/api/simulation/${f.sim}/subrogate`, {
      category_id: agreement.cats.limpiador,
      working_day: 20,
      beginning_year: 'ayer',
    });
    expect(seniority.json()).toMatchObject({
      field: 'beginning_year',
      message: expect.stringContaining('«Fecha de antigüedad»'),
    });
    const upd = await call('PUT', `/api/simulation/${f.sim}/subrogate/${f.surrogates[1]}`, {
      category_id: agreement.cats.cristalero,
      working_day: 25,
      name: 'Luis',
    });
    expect(upd.json()).toMatchObject({ working_day_fixed: 25, value_metric_working_day: 'FIXED', salary_year: null });
  });

  it('other costs: per-type rules, center or all centers', async () => {
    const list = (await call('GET', `/api/simulation/${f.sim}/material_cost`)).json();
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Productos de limpieza',
        cost_type: 'MONTHLY_AMOUNT',
        amount: 300,
        months_to_apply: 12,
        number_of_units: null,
        center_id: null,
        center_name: null,
      }),
      expect.objectContaining({ name: 'Maquinaria', number_of_units: 2, center_name: 'Hospital' }),
    ]);
    const pct = await call('POST', `/api/simulation/${f.sim}/material_cost`, {
      name: 'Seguro',
      cost_type: 'SALARY_PERCENT',
      amount: 101,
      center_id: null,
    });
    expect(pct.json()).toMatchObject({ field: 'amount', message: 'Valor incorrecto' });
    const units = await call('POST', `/api/simulation/${f.sim}/material_cost`, {
      name: 'Carros',
      cost_type: 'MONTHLY_UNIT_COST',
      amount: 5,
      months_to_apply: 12,
      center_id: null,
    });
    expect(units.json()).toMatchObject({ field: 'number_of_units', message: 'Valor requerido' });
    const noCenter = await call('POST', `/api/simulation/${f.sim}/material_cost`, {
      name: 'Carros',
      cost_type: 'AMOUNT_BY_WORKER',
      amount: 5,
    });
    expect(noCenter.statusCode).toBe(400);
    const id = randomUUID();
    const withId = await call('POST', `/api/simulation/${f.sim}/material_cost`, {
      id,
      name: 'Uniformes',
      cost_type: 'AMOUNT_BY_WORKER',
      amount: 80,
      center_id: null,
      months_to_apply: 4,
    });
    expect(withId.json().id).toBe(id);
    expect((await call('GET', `/api/simulation/${f.sim}/material_cost/${id}`)).json()).toMatchObject({
      months_to_apply: null,
      amount: 80,
    });
    expect(
      (
        await call('POST', `/api/simulation/${f.sim}/material_cost`, {
          id,
          name: 'Otro',
          cost_type: 'AMOUNT_BY_WORKER',
          amount: 1,
          center_id: null,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('PUT', `/api/simulation/${f.sim}/material_cost/${id}`, {
          name: 'Uniformes',
          cost_type: 'AMOUNT_BY_WORKER',
          amount: 90,
          center_id: f.centers[1].id,
        })
      ).json(),
    ).toMatchObject({ amount: 90, center_name: 'Centro de salud' });
    expect((await call('DELETE', `/api/simulation/${f.sim}/material_cost/${id}`)).statusCode).toBe(204);
  });

  const everyCall = (sim: string, fx: Filled): [string, string, unknown?][] => [
    ['GET', `/api/simulation/${sim}`],
    ['PUT', `/api/simulation/${sim}`, { name: 'X' }],
    ['DELETE', `/api/simulation/${sim}`],
    ['POST', '/api/simulation/duplicate', { origin_simulation: sim, new_simulation: randomUUID() }],
    ['GET', `/api/simulation/${sim}/center`],
    ['PUT', `/api/simulation/${sim}/center`, { centers: [] }],
    ['GET', `/api/center/work_periods?center_id=${fx.centers[0].id}`],
    ['GET', `/api/simulation/${sim}/position`],
    ['POST', `/api/simulation/${sim}/position`, { name: 'Intruso' }],
    ['GET', `/api/simulation/${sim}/category_positions`],
    ['PUT', `/api/simulation/${sim}/category_positions`, { disabled: true, categories: [] }],
    ['GET', `/api/simulation/${sim}/fixed_work_shift`],
    ['GET', `/api/simulation/${sim}/fixed_work_shift/${fx.shift}`],
    ['DELETE', `/api/simulation/${sim}/fixed_work_shift/${fx.shift}`],
    ['GET', `/api/simulation/${sim}/variable_work`],
    ['GET', `/api/simulation/${sim}/variable_work/${fx.task}`],
    ['DELETE', `/api/simulation/${sim}/variable_work/${fx.task}`],
    ['GET', `/api/simulation/${sim}/subrogate`],
    ['POST', `/api/simulation/${sim}/subrogate`, { category_id: agreement.cats.limpiador, working_day: 10 }],
    ['GET', `/api/simulation/${sim}/subrogate/${fx.surrogates[0]}`],
    ['DELETE', `/api/simulation/${sim}/subrogate/${fx.surrogates[0]}`],
    ['GET', `/api/simulation/${sim}/material_cost`],
    ['POST', `/api/simulation/${sim}/material_cost`, { name: 'X', cost_type: 'AMOUNT_BY_WORKER', amount: 1, center_id: null }],
    ['GET', `/api/simulation/${sim}/material_cost/${fx.costs[0]}`],
    ['DELETE', `/api/simulation/${sim}/material_cost/${fx.costs[0]}`],
  ];

  it("another workspace gets 404 on every call about this workspace's simulation, and nothing changes", async () => {
    const before = await readInputs(t, A.adminToken, f.sim);
    for (const [method, url, body] of everyCall(f.sim, f)) {
      const res = await call(method, url, body, B.adminToken);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/location/municipality?workspace_id=' + A.id, undefined, B.adminToken)).statusCode).toBe(404);
    expect(await readInputs(t, A.adminToken, f.sim)).toEqual(before);
  });

  it('a Lector reads but gets 403 on every write, and nothing changes', async () => {
    const before = await readInputs(t, A.adminToken, f.sim);
    for (const [method, url, body] of everyCall(f.sim, f)) {
      const res = await call(method, url, body, lector);
      expect(res.statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 403);
    }
    expect((await call('POST', '/api/simulation', { name: 'L', project_id: tender }, lector)).statusCode).toBe(403);
    expect((await call('POST', '/api/location/municipality', { workspace_id: A.id, name: 'Otra' }, lector)).statusCode).toBe(403);
    expect(await readInputs(t, A.adminToken, f.sim)).toEqual(before);
  });

  it('a simulation that is not Stopped refuses changes with 409', async () => {
    const id = randomUUID();
    expect((await call('POST', '/api/simulation/duplicate', { origin_simulation: f.sim, new_simulation: id })).statusCode).toBe(
      200,
    );
    await t.database.db.updateTable('simulation').set({ status: 'Running' }).where('id', '=', id).execute();
    expect((await call('PUT', `/api/simulation/${id}`, { name: 'Corriendo' })).statusCode).toBe(200); // rename in any status
    expect((await call('PUT', `/api/simulation/${id}`, { name: 'Corriendo', service_duration: 6 })).statusCode).toBe(409);
    expect(
      (
        await call('POST', `/api/simulation/${id}/material_cost`, {
          name: 'X',
          cost_type: 'AMOUNT_BY_WORKER',
          amount: 1,
          center_id: null,
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/simulation/${id}`)).statusCode).toBe(204);
  });

  it('duplicate copies every input under a new client id and name', async () => {
    const copy = randomUUID();
    const res = await call('POST', '/api/simulation/duplicate', { origin_simulation: f.sim, new_simulation: copy }, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: copy });
    expect((await call('GET', `/api/simulation/${copy}`)).json()).toMatchObject({ name: 'Base (copia)', status: 'Stopped' });
    const origin = await readInputs(t, A.adminToken, f.sim);
    expect(await readInputs(t, A.adminToken, copy)).toEqual(origin);
    // the copy's rows are its own
    const centers = (await call('GET', `/api/simulation/${copy}/center`)).json();
    expect(centers.map((c: any) => c.id)).not.toContain(f.centers[0].id);
    expect((await call('POST', '/api/simulation/duplicate', { origin_simulation: f.sim, new_simulation: copy })).statusCode).toBe(
      409,
    );
    const second = randomUUID();
    await call('POST', '/api/simulation/duplicate', { origin_simulation: f.sim, new_simulation: second });
    expect((await call('GET', `/api/simulation/${second}`)).json().name).toBe('Base (copia 2)');
    // deleting the origin leaves the copy whole
    const third = randomUUID();
    await call('POST', '/api/simulation/duplicate', { origin_simulation: copy, new_simulation: third });
    expect((await call('DELETE', `/api/simulation/${copy}`)).statusCode).toBe(204);
    expect(await readInputs(t, A.adminToken, third)).toEqual(origin);
  });

  it("the engine's input document built from the database decodes with the engine codec", async () => {
    // Madrid's local holidays, as the localities test of ./inputs.test.ts sets them (this file does not run after it)
    const madrid = await localityId(t, A.adminToken, A.id, 'Madrid');
    const holidays = await call('PUT', `/api/location/municipality/${madrid}`, { local_holidays: ['2026-05-15', '2026-11-09'] });
    expect(holidays.statusCode).toBe(200);
    const doc = await buildInputDocument(t.database.db, f.sim);
    const decoded = decodeTender(doc);
    if (E.isLeft(decoded)) throw new Error(decoded.left.join('\n'));
    const d = decoded.right;
    expect(d.simulation).toEqual({
      name: 'Base',
      service_date_init: '2026-01-01',
      service_duration: 12,
      social_security: 33,
      absenteeism_rate: 2,
    });
    expect(d.centers).toHaveLength(2);
    expect(d.agreements.map((a) => a.id)).toEqual([agreement.id]);
    expect(d.agreements[0].categories.map((c) => c.professional_category)).toEqual(['Limpiador/a', 'Cristalero/a']);
    expect(d.localities.find((l) => l.name === 'Madrid')).toMatchObject({
      region: 'ES-MD',
      local_holidays: ['2026-05-15', '2026-11-09'],
    });
    expect(d.fixed_work_shifts?.[0].shift_times).toHaveLength(2);
    expect(d.variable_works?.[0]).toMatchObject({
      work_time: { hours: 3, minutes: 30 },
      recommended_time_slot: { time_init: '08:00', time_end: '14:00' },
    });
    expect(d.subrogates?.map((s) => s.working_day_fixed)).toEqual([30, 25]);
    expect(d.material_costs).toHaveLength(2);
    expect(d.category_positions.categories).toHaveLength(2);
  });

  it("the domain codecs the ui uses decode every answer of the form's reads", async () => {
    const cases: [string, t_.Mixed][] = [
      [`/api/simulation/${f.sim}`, BasicDataCodec],
      [`/api/simulation/${f.sim}/center`, t_.array(CenterCodec)],
      [`/api/location/municipality?workspace_id=${A.id}`, t_.array(LocalityCodec)],
      ['/api/contract/types', t_.array(ContractTypeCodec)],
      [`/api/simulation/${f.sim}/position`, t_.array(PositionCodec)],
      [`/api/simulation/${f.sim}/category_positions`, CategoryPositionsCodec],
      [`/api/simulation/${f.sim}/fixed_work_shift`, t_.array(FixedShiftCodec)],
      [`/api/simulation/${f.sim}/variable_work`, t_.array(HourlyTaskCodec)],
      [`/api/simulation/${f.sim}/subrogate`, t_.array(SurrogateCodec)],
      [`/api/simulation/${f.sim}/material_cost`, t_.array(SimulationMaterialCostCodec)],
      [`/api/simulation/${f.sim}/center/excel/status`, ImportStatusCodec],
    ];
    for (const [url, codec] of cases) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(E.isRight(codec.decode(res.json())), url).toBe(true);
    }
  });

  it("changing a center's agreement drops the category-positions of the agreement no center uses", async () => {
    const copy = randomUUID();
    await call('POST', '/api/simulation/duplicate', { origin_simulation: f.sim, new_simulation: copy });
    const other = await insertAgreement(t, A.id, 'Otro convenio');
    const list = (await call('GET', `/api/simulation/${copy}/center`)).json();
    const moved = list.map((c: any) => ({
      center_id: c.id,
      name: c.name,
      municipality_id: c.municipality_id,
      agreement_id: other.id,
    }));
    expect((await call('PUT', `/api/simulation/${copy}/center`, { centers: moved })).statusCode).toBe(200);
    const cp = (await call('GET', `/api/simulation/${copy}/category_positions`)).json();
    expect(cp.categories.map((c: any) => [c.name, c.positions.length])).toEqual([
      ['Limpiador/a', 0],
      ['Cristalero/a', 0],
    ]);
    const rows = await t.database.db
      .selectFrom('category_position')
      .select('category_id')
      .where('simulation_id', '=', copy)
      .execute();
    expect(rows).toEqual([]);
    // with any category doing any position, the categories of a newly used agreement get 'cualquiera'
    await call('PUT', `/api/simulation/${copy}/category_positions`, { disabled: true, categories: [] });
    const third = await insertAgreement(t, A.id, 'Tercer convenio');
    expect(
      (
        await call('PUT', `/api/simulation/${copy}/center`, {
          centers: moved.map((c: any) => ({ ...c, agreement_id: third.id })),
        })
      ).statusCode,
    ).toBe(200);
    const any = (await call('GET', `/api/simulation/${copy}/category_positions`)).json();
    expect(any.categories.map((c: any) => c.positions.map((p: any) => p.name))).toEqual([['cualquiera'], ['cualquiera']]);
    await call('DELETE', `/api/simulation/${copy}`);
  });

  it('deleting the tender deletes its simulations with every input', async () => {
    const other = await newTender(t, A.adminToken, A.id, 'Para borrar');
    const doomed = await fillSimulation(
      t,
      A.adminToken,
      A.id,
      await newSimulation(t, A.adminToken, other, 'Condenada'),
      agreement,
    );
    expect((await call('DELETE', `/api/project/${other}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/simulation/${doomed.sim}`)).statusCode).toBe(404);
    for (const table of [
      'center',
      'fixed_work_shift',
      'variable_work',
      'subrogate',
      'simulation_material_cost',
      'position',
    ] as const) {
      const left = await t.database.db.selectFrom(table).select('id').where('simulation_id', '=', doomed.sim).execute();
      expect(left, table).toEqual([]);
    }
    expect((await call('GET', `/api/simulation/${f.sim}/center`)).json()).toHaveLength(2);
  });
});
