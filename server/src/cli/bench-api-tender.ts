/**
 * What `npm run bench:api` measures against: a small API client, and the engine bench's M tender stored and solved
 * through the same calls the app makes.
 */
import os from 'node:os';
import { isLeft } from 'fp-ts/lib/Either.js';
import { generateTender, type BenchSize } from '../engine/bench-generator.js';
import pg from 'pg';
import { decodeTender, timeLimitsOf, type TenderDocumentT } from '@licita/domain';

/** The two benches' lines about their own run. */
export const BENCH_LINES = {
  wrongPgHost: (host: string) => `BENCH_PG_URL debe apuntar a ${host}`,
  loadAtEnd: () =>
    `Load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
} as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- a small API client

export class Api {
  token = '';
  constructor(
    readonly url: string,
    readonly apiKey: string,
  ) {}

  headers(json = false): Record<string, string> {
    return {
      'x-api-key': this.apiKey,
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  }

  private credentials?: { email: string; password: string };

  async call<T = unknown>(method: string, path: string, body?: unknown, expect: number[] = [200, 201, 204]): Promise<T> {
    const send = () =>
      fetch(`${this.url}${path}`, {
        method,
        headers: this.headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    let res = await send();
    // an access token lasts 15 minutes; storing the L template under load takes longer: sign in again once
    if (res.status === 401 && this.credentials && this.token) {
      await res.body?.cancel();
      await this.login(this.credentials.email, this.credentials.password);
      res = await send();
    }
    const text = await res.text();
    if (!expect.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async login(email: string, password: string) {
    this.token = '';
    this.token = (await this.call<{ token: string }>('POST', '/api/auth/token', { email, password, device: 'bench-api' })).token;
    this.credentials = { email, password };
  }
}

// ---------------------------------------------------------------- the M tender through the API

type BenchTender = TenderDocumentT;
type IdMap = Map<string, string>;

/** Stores the engine bench's tender of that size (M unless told) in a new simulation of `projectId`, through the same calls the app makes. */
export async function createTender(api: Api, workspaceId: string, projectId: string, size: BenchSize = 'M'): Promise<string> {
  const decoded = decodeTender(generateTender(size));
  if (isLeft(decoded)) throw new Error('El documento generado no es válido');
  const doc = decoded.right;
  const { agreementId, category } = await createAgreement(api, workspaceId, doc.agreements[0]);
  const locality = await createLocalities(api, workspaceId, doc.localities);
  const sim = (await api.call<{ id: string }>('POST', '/api/simulation', { name: doc.simulation.name, project_id: projectId }))
    .id;
  await api.call('PUT', `/api/simulation/${sim}`, doc.simulation);
  const centers = await api.call<{ id: string }[]>('PUT', `/api/simulation/${sim}/center`, {
    centers: doc.centers.map((c) => ({
      name: c.name,
      municipality_id: locality.get(c.municipality_id),
      agreement_id: agreementId,
      center_group: c.center_group,
      vacation_coverage: c.vacation_coverage,
    })),
  });
  const center: IdMap = new Map(doc.centers.map((c, i) => [c.id, centers[i].id]));
  const position = await createPositions(api, sim, doc.category_positions.categories, category);
  await createWork(api, sim, doc, { center, position, category });
  return sim;
}

/** The tender's agreement in the workspace; its id and the stored id of each of its categories (by the document's). */
async function createAgreement(
  api: Api,
  workspaceId: string,
  a: BenchTender['agreements'][number],
): Promise<{ agreementId: string; category: IdMap }> {
  const agreementId = (
    await api.call<{ id: string }>('POST', '/api/agreement', {
      workspace_id: workspaceId,
      name: `${a.name} (banco de pruebas)`,
      max_sections_planned_day: a.max_sections_planned_day,
      holidays: { days: a.holiday_days, type: a.holiday_days_types, period: { from_month: 'june', until_month: 'september' } },
      rest_hours_between_shifts: a.rest_hours_between_shifts,
      consecutive_rest_days: a.consecutive_rest_days,
      free_day_available: a.free_day_available,
      start_year: a.start_year,
      end_year: a.end_year,
      salary_year: a.salary_year,
      time_limits: timeLimitsOf({ day: a.max_hours_per_day, week: a.max_hours_per_week, year: a.max_hours_per_year! }),
      annual_increments: a.annual_increment,
      seniority_bonuses: (a.seniority_bonus ?? []).map((s) => ({
        period_bonus: s.period_bonus,
        percent_over_salary: s.percent_over_salary,
        max_percent: s.max_percent,
        fixed_annual: s.fixed_annual,
      })),
      categories: a.categories.map(({ id: _id, ...c }) => c),
    })
  ).id;
  const stored = await api.call<{ categories: { id: string; professional_category: string }[] }>(
    'GET',
    `/api/agreement/${agreementId}`,
  );
  const category: IdMap = new Map(
    a.categories.map((c) => [c.id, stored.categories.find((s) => s.professional_category === c.professional_category)!.id]),
  );
  return { agreementId, category };
}

/** The tender's localities in the workspace, by the document's id. */
async function createLocalities(api: Api, workspaceId: string, localities: BenchTender['localities']): Promise<IdMap> {
  const locality: IdMap = new Map();
  for (const l of localities)
    locality.set(
      l.id,
      (
        await api.call<{ id: string }>('POST', '/api/location/municipality', {
          workspace_id: workspaceId,
          name: `${l.name} (banco)`,
          region: l.region,
          local_holidays: l.local_holidays,
        })
      ).id,
    );
  return locality;
}

/** The simulation's positions and which categories fill them; the positions by the document's id. */
async function createPositions(
  api: Api,
  sim: string,
  categories: BenchTender['category_positions']['categories'],
  category: IdMap,
): Promise<IdMap> {
  const position: IdMap = new Map();
  for (const cat of categories)
    for (const p of cat.positions)
      if (!position.has(p.id))
        position.set(p.id, (await api.call<{ id: string }>('POST', `/api/simulation/${sim}/position`, { name: p.name })).id);
  await api.call('PUT', `/api/simulation/${sim}/category_positions`, {
    disabled: false,
    categories: categories.map((c) => ({
      id: category.get(c.id),
      positions: c.positions.map((p) => ({ id: position.get(p.id) })),
    })),
  });
  return position;
}

/** The shifts, tasks, surrogates and other costs, pointing at the stored centers, positions and categories. */
async function createWork(api: Api, sim: string, doc: BenchTender, ids: { center: IdMap; position: IdMap; category: IdMap }) {
  const { center, position, category } = ids;
  for (const { id: _id, ...s } of doc.fixed_work_shifts ?? [])
    await api.call('POST', `/api/simulation/${sim}/fixed_work_shift`, {
      ...s,
      center_id: center.get(s.center_id),
      position_id: position.get(s.position_id),
    });
  for (const { id: _id, ...t } of doc.variable_works ?? [])
    await api.call('POST', `/api/simulation/${sim}/variable_work`, {
      ...t,
      center_id: center.get(t.center_id),
      position_id: position.get(t.position_id),
    });
  for (const { id: _id, working_day_fixed, ...s } of doc.subrogates ?? [])
    await api.call('POST', `/api/simulation/${sim}/subrogate`, {
      ...s,
      working_day: working_day_fixed,
      center_id: s.center_id === null || s.center_id === undefined ? s.center_id : center.get(s.center_id),
      category_id: category.get(s.category_id),
    });
  for (const { id: _id, ...m } of doc.material_costs ?? []) await api.call('POST', `/api/simulation/${sim}/material_cost`, m);
}

/** Drops and creates the database `name` of the PostgreSQL at `pgUrl` (this machine's only). */
export async function recreatePgDatabase(pgUrl: string, name: string, host: string): Promise<void> {
  if (new URL(pgUrl).hostname !== host) throw new Error(BENCH_LINES.wrongPgHost(host));
  const c = new pg.Client({ connectionString: `${pgUrl}/postgres` });
  await c.connect();
  try {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"`);
  } finally {
    await c.end();
  }
}

/** Launches and waits for Solved; the seconds from the launch call to the first GET that shows Solved. */
export async function launchAndWait(api: Api, sim: string): Promise<{ launchMs: number; solvedS: number }> {
  const t0 = performance.now();
  await api.call('POST', `/api/simulation/${sim}/launch`);
  const launchMs = performance.now() - t0;
  const deadline = Date.now() + 300_000;
  for (;;) {
    const s = await api.call<{ status: string; events: { title: string; description?: string }[] }>(
      'GET',
      `/api/simulation/${sim}`,
    );
    if (s.status === 'Solved') return { launchMs, solvedS: (performance.now() - t0) / 1000 };
    if (s.status === 'Error' || s.status === 'Stopped')
      throw new Error(`La simulación terminó en ${s.status}: ${JSON.stringify(s.events.slice(-3))}`);
    if (Date.now() > deadline) throw new Error('La simulación no terminó en 300 s');
    await sleep(100);
  }
}

// ---------------------------------------------------------------- measuring
