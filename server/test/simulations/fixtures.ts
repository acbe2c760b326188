/** Shared set-up of the simulation-form tests: a tender, an agreement of the workspace and a filled simulation. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type Target, type TestApp } from '../helpers';
import { splitShiftBody, weeklyTaskBody } from '@licita/domain/test/fixtures/work';

/** An agreement of the workspace with two categories, inserted as migration 0002 stores it. */
export async function insertAgreement(t: TestApp, workspaceId: string, name = 'Convenio limpieza Ávila') {
  const id = randomUUID();
  const cats = { limpiador: randomUUID(), cristalero: randomUUID() };
  await sql`insert into agreement (id, workspace_id, name, start_year, end_year, salary_year, max_hours_per_day, max_hours_per_week,
      max_hours_per_year, max_sections_planned_day, rest_hours_between_shifts, consecutive_rest_days, holiday_days)
    values (${id}, ${workspaceId}, ${name}, 2025, 2028, 2026, 9, 40, 1800, 2, 12, 1.5, 30)`.execute(t.database.db);
  await sql`insert into agreement_category (id, agreement_id, position, professional_category, salary_year, base_salary_year)
    values (${cats.limpiador}, ${id}, 0, 'Limpiador/a', 18000, 15000), (${cats.cristalero}, ${id}, 1, 'Cristalero/a', 19000, 16000)`.execute(
    t.database.db,
  );
  return { id, cats };
}

export async function localityId(t: TestApp, token: string, workspaceId: string, name: string): Promise<string> {
  const res = await t.call('GET', '/api/location/municipality', { token, query: { workspace_id: workspaceId } });
  expect(res.statusCode).toBe(200);
  const hit = res.json().find((l: { name: string }) => l.name === name);
  expect(hit, name).toBeDefined();
  return hit.id;
}

export async function newTender(t: TestApp, token: string, workspaceId: string, name = 'Limpieza Hospital') {
  const res = await t.call('POST', '/api/project', { token, body: { name, workspace_id: workspaceId } });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

export async function newSimulation(t: TestApp, token: string, projectId: string, name: string) {
  const res = await t.call('POST', '/api/simulation', { token, body: { name, project_id: projectId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

export interface Filled {
  sim: string;
  centers: { id: string; name: string }[];
  positions: { limpieza: string; cristales: string };
  shift: string;
  task: string;
  surrogates: string[];
  costs: string[];
}

/** A complete small simulation: basic data, two centers, positions, a split shift, a weekly task, surrogates and costs. */
export async function fillSimulation(
  t: TestApp,
  token: string,
  workspaceId: string,
  sim: string,
  agreement: { id: string; cats: { limpiador: string; cristalero: string } },
): Promise<Filled> {
  const ok = (res: { statusCode: number; body: string }, code = 200) => expect(res.statusCode, res.body).toBe(code);
  ok(
    await t.call('PUT', `/api/simulation/${sim}`, {
      token,
      body: {
        name: (await t.call('GET', `/api/simulation/${sim}`, { token })).json().name,
        service_date_init: '2026-01-01',
        service_duration: 12,
        social_security: 33,
        absenteeism_rate: 2,
      },
    }),
  );
  const madrid = await localityId(t, token, workspaceId, 'Madrid');
  const avila = await localityId(t, token, workspaceId, 'Ávila');
  const saved = await t.call('PUT', `/api/simulation/${sim}/center`, {
    token,
    body: {
      centers: [
        { name: 'Hospital', municipality_id: madrid, agreement_id: agreement.id, center_group: 1, vacation_coverage: 50 },
        { name: 'Centro de salud', municipality_id: avila, agreement_id: agreement.id },
      ],
    },
  });
  ok(saved);
  const centers = saved.json() as { id: string; name: string }[];
  const limpieza = (await t.call('POST', `/api/simulation/${sim}/position`, { token, body: { name: 'Limpieza' } })).json().id;
  const cristales = (await t.call('POST', `/api/simulation/${sim}/position`, { token, body: { name: 'Cristales' } })).json().id;
  ok(
    await t.call('PUT', `/api/simulation/${sim}/category_positions`, {
      token,
      body: {
        disabled: false,
        categories: [
          { id: agreement.cats.limpiador, positions: [{ id: limpieza }] },
          { id: agreement.cats.cristalero, positions: [{ id: cristales }, { id: limpieza }] },
        ],
      },
    }),
  );
  const shift = await t.call('POST', `/api/simulation/${sim}/fixed_work_shift`, {
    token,
    body: splitShiftBody(
      centers[0].id,
      limpieza,
      { time_init: '17:00', time_end: '21:00' },
      {
        exists_period_without_work: true,
        periods_without_work: [{ date_init: '2026-08-01', date_end: '2026-08-15' }],
      },
    ),
  });
  ok(shift);
  const task = await t.call('POST', `/api/simulation/${sim}/variable_work`, {
    token,
    body: weeklyTaskBody(centers[1].id, cristales, {
      name: 'Limpieza de cristales',
      number_of_workers: 1,
      weekdays: ['monday', 'thursday'],
      recommended_time_slot: { time_init: '08:00', time_end: '14:00' },
    }),
  });
  ok(task);
  const surrogates: string[] = [];
  for (const body of [
    {
      name: 'Ana',
      category_id: agreement.cats.limpiador,
      working_day: 30,
      center_id: centers[0].id,
      beginning_year: '1985-03-01',
      contract_type_id: '00000000-0000-4000-a000-000000000200',
    },
    {
      name: 'Luis',
      category_id: agreement.cats.cristalero,
      working_day: 50,
      value_metric_working_day: 'PERCENT',
      salary_year: 20000,
      annual_bonuses: 500,
    },
  ]) {
    const r = await t.call('POST', `/api/simulation/${sim}/subrogate`, { token, body });
    ok(r);
    surrogates.push(r.json().id);
  }
  const costs: string[] = [];
  for (const body of [
    { name: 'Productos de limpieza', cost_type: 'MONTHLY_AMOUNT', amount: 300, months_to_apply: 12, center_id: null },
    {
      name: 'Maquinaria',
      cost_type: 'MONTHLY_UNIT_COST',
      amount: 50,
      months_to_apply: 12,
      number_of_units: 2,
      center_id: centers[0].id,
    },
  ]) {
    const r = await t.call('POST', `/api/simulation/${sim}/material_cost`, { token, body });
    ok(r);
    costs.push(r.json().id);
  }
  return { sim, centers, positions: { limpieza, cristales }, shift: shift.json().id, task: task.json().id, surrogates, costs };
}

/** A JSON value with its ids (`id`, `…_id`) left out at every depth, but for the keys in `keep`. */
export function withoutIds(value: unknown, keep: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutIds(v, keep));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !/(^|_)id$/.test(k) || keep.includes(k))
      .map(([k, v]) => [k, withoutIds(v, keep)]),
  );
}

/** Every input of a simulation as the API reads it, ids left out (to compare a copy with its origin). */
export async function readInputs(t: TestApp, token: string, sim: string) {
  const get = async (path: string) => {
    const res = await t.call('GET', `/api/simulation/${sim}${path}`, { token });
    expect(res.statusCode, `${path} ${res.body}`).toBe(200);
    return res.json();
  };
  // the references to shared objects stay: they are the same in a copy
  const strip = (v: unknown) => withoutIds(v, ['category_id', 'municipality_id', 'agreement_id', 'contract_type_id']);
  const basic = await get('');
  return strip({
    basic: {
      service_date_init: basic.service_date_init,
      service_duration: basic.service_duration,
      social_security: basic.social_security,
      absenteeism_rate: basic.absenteeism_rate,
    },
    centers: await get('/center'),
    positions: await get('/position'),
    categoryPositions: await get('/category_positions'),
    shifts: await get('/fixed_work_shift'),
    tasks: await get('/variable_work'),
    surrogates: await get('/subrogate'),
    costs: await get('/material_cost'),
  });
}

/**
 * The simulation-form tests' world: workspaces A and B, a Lector and an Editor of A, a tender and an agreement of A
 * and a filled simulation; `call` calls as A's administrator unless given another token.
 */
export async function formWorld(target: Target) {
  const t = await createTestApp(target);
  const A = await t.workspace('Empresa A');
  const B = await t.workspace('Empresa B');
  const lector = (await t.member('Empresa A', 'lector@a.test', 'Lector')).token;
  const editor = (await t.member('Empresa A', 'editor@a.test', 'Editor')).token;
  const tender = await newTender(t, A.adminToken, A.id);
  const agreement = await insertAgreement(t, A.id);
  const f = await fillSimulation(t, editor, A.id, await newSimulation(t, editor, tender, 'Base'), agreement);
  const call = (method: string, url: string, body?: unknown, token = A.adminToken) => t.call(method, url, { token, body });
  return { t, A, B, lector, editor, tender, agreement, f, call };
}
export type FormWorld = Awaited<ReturnType<typeof formWorld>>;
