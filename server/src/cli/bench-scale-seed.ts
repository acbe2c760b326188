/**
 * The data of `npm run bench:scale`, written through the repositories' batch functions: workspaces, users and
 * memberships, tenders, then simulations by size (S, M, L), each with the inputs of a real simulation of its size
 * and, when solved, a copy of that simulation's stored solution and events (one real run per size, not a solve
 * per simulation). Deterministic: the same scale gives the same spread.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ROLE_IDS } from '../defaults';
import { insertMemberships, insertUsers, insertWorkspaces } from '../users/repository-batch';
import { insertProjects } from '../projects/repository-batch';
import { copyInputs, inputsOf, insertSimulations, type SimulationInputs } from '../simulations/repository-batch';
import { copyEvents, copySolution, insertRuns, type CopyTarget } from '../runs/repository-batch';
import { loadSimulationRow, type StoredSimulation } from '../simulations/repository';
import { mulberry32 } from '../engine/bench-generator';

export type SeedSize = 'S' | 'M' | 'L';

/** The full scale of the issue; `--scale` multiplies every count. */
export const FULL_SCALE = { workspaces: 1000, users: 5000, tenders: 20_000, simulations: 100_000 };
/** Share of simulations by size, and of each size by status. */
export const SIZE_SHARE: Record<SeedSize, number> = { S: 0.7, M: 0.27, L: 0.03 };
export const STATUS_SHARE = { Solved: 0.6, Stopped: 0.3, Error: 0.1 } as const;
/** Simulations per statement batch, by size (an L simulation has about 3,000 input rows). */
const BATCH_SIZE: Record<SeedSize, number> = { S: 2000, M: 200, L: 15 };

export const PLACES = [
  'Ávila',
  'Madrid',
  'Sevilla',
  'Valencia',
  'Bilbao',
  'Zaragoza',
  'Málaga',
  'Murcia',
  'Palma',
  'Córdoba',
  'Valladolid',
  'Vigo',
  'Gijón',
  'Granada',
  'Alicante',
  'León',
  'Cádiz',
  'Huesca',
  'Teruel',
  'Cuenca',
  'Soria',
  'Lugo',
  'Ourense',
  'Logroño',
  'Pamplona',
  'Segovia',
  'Toledo',
  'Jaén',
  'Almería',
  'Huelva',
  'Badajoz',
  'Cáceres',
  'Girona',
  'Lleida',
  'Tarragona',
  'Castellón',
  'Albacete',
  'Burgos',
  'Salamanca',
  'Zamora',
];
const KINDS = [
  'Limpieza de colegios públicos',
  'Limpieza de dependencias municipales',
  'Limpieza del hospital',
  'Limpieza de centros de salud',
  'Limpieza de instalaciones deportivas',
  'Limpieza de oficinas de la Diputación',
  'Limpieza de la universidad',
  'Limpieza de bibliotecas',
];

export const countsAt = (scale: number) =>
  Object.fromEntries(
    Object.entries(FULL_SCALE).map(([k, v]) => [k, Math.max(k === 'workspaces' ? 3 : 1, Math.round(v * scale))]),
  ) as typeof FULL_SCALE;

export interface SeedUser {
  id: string;
  email: string;
}

/** Workspaces, users (one password hash for all) and memberships; user 0 administers workspaces 0, 1 and 2. */
export async function seedAccounts(db: Kysely<Database>, counts: typeof FULL_SCALE, passwordHash: string, now: Date) {
  const random = mulberry32(1);
  const workspaces = Array.from({ length: counts.workspaces }, (_, i) => ({
    id: randomUUID(),
    name: `Limpiezas ${String(i + 1).padStart(4, '0')} S.L.`,
    // the workspaces the bench signs in to launch without limit; three in ten others have a quota
    max_simulations: random() < 0.3 && i >= 3 ? 200 + Math.floor(random() * 2000) : null,
    simulations_executed: Math.floor(random() * 200),
    company_name: `Limpiezas ${String(i + 1).padStart(4, '0')} S.L.`,
  }));
  const users: SeedUser[] = Array.from({ length: counts.users }, (_, i) => ({
    id: randomUUID(),
    email: `usuario${i}@escala.bench`,
  }));
  await insertWorkspaces(db, workspaces);
  await insertUsers(
    db,
    users.map((u, i) => ({ ...u, password_hash: passwordHash, name: `Usuario ${i}`, first_surname: 'Escala', updated_at: now })),
  );
  const memberships = users.map((u, i) => ({
    user_id: u.id,
    workspace_id: workspaces[i % workspaces.length].id,
    // the first user of each workspace administers it, the others edit or read
    role_id: i < workspaces.length ? ROLE_IDS.Administrador : random() < 0.7 ? ROLE_IDS.Editor : ROLE_IDS.Lector,
  }));
  // one user in ten also works in a second workspace
  for (let i = 0; i < users.length; i += 10) {
    const other = workspaces[(i + 1 + Math.floor(random() * (workspaces.length - 1))) % workspaces.length].id;
    if (other !== memberships[i].workspace_id)
      memberships.push({ user_id: users[i].id, workspace_id: other, role_id: ROLE_IDS.Editor });
  }
  for (const w of [1, 2])
    if (w < workspaces.length && memberships[w])
      memberships.push({ user_id: users[0].id, workspace_id: workspaces[w].id, role_id: ROLE_IDS.Administrador });
  await insertMemberships(db, dedupe(memberships));
  return { workspaces: workspaces.map((w) => w.id), users };
}

const dedupe = <T extends { user_id: string; workspace_id: string }>(rows: T[]) => [
  ...new Map(rows.map((r) => [`${r.user_id}:${r.workspace_id}`, r])).values(),
];

/**
 * Tenders: workspace i gets a share proportional to 1/(i+1) (a few large companies, many small ones; workspace 0
 * is the largest), created over the last four years.
 */
export async function seedTenders(db: Kysely<Database>, workspaces: readonly string[], count: number, now: Date) {
  const random = mulberry32(2);
  const weights = workspaces.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  weights.reduce((acc, w) => (cumulative.push(acc + w / total), acc + w / total), 0);
  const pick = () => {
    const r = random();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return workspaces[lo];
  };
  const fourYears = 4 * 365 * 86_400_000;
  const rows = Array.from({ length: count }, (_, i) => {
    const place = PLACES[Math.floor(random() * PLACES.length)];
    return {
      id: randomUUID(),
      workspace_id: i < workspaces.length ? workspaces[i] : pick(), // every workspace has at least one
      name: `${KINDS[Math.floor(random() * KINDS.length)]} de ${place} (lote ${1 + Math.floor(random() * 6)})`,
      created_at: new Date(now.getTime() - Math.floor(random() * fourYears)),
      updated_at: now,
      contracting_authority: `Ayuntamiento de ${place}`,
      file_number: `EXP-${2023 + Math.floor(random() * 4)}/${String(i).padStart(6, '0')}`,
      estimated_value: Math.round(50_000 + random() * 5_000_000),
    };
  });
  await insertProjects(db, rows);
  return rows.map((r) => ({ id: r.id, workspace_id: r.workspace_id }));
}

export interface SeededSimulation {
  id: string;
  workspace_id: string;
}

export interface SeededSimulations {
  /** The solved and the stopped (never launched) simulations of each size, with their workspace. */
  bySize: Record<SeedSize, { solved: SeededSimulation[]; stopped: SeededSimulation[] }>;
  total: number;
}

type PlannedSimulation = { id: string; project_id: string; status: 'Solved' | 'Stopped' | 'Error' };

/** Each simulation's size, status and tender, drawn with the shares above (the same count gives the same plan). */
function planSimulations(
  tenders: readonly { id: string; workspace_id: string }[],
  count: number,
): Record<SeedSize, PlannedSimulation[]> {
  const random = mulberry32(3);
  const plan: Record<SeedSize, PlannedSimulation[]> = { S: [], M: [], L: [] };
  for (let i = 0; i < count; i++) {
    const r = random();
    const size: SeedSize = r < SIZE_SHARE.S ? 'S' : r < SIZE_SHARE.S + SIZE_SHARE.M ? 'M' : 'L';
    const q = random();
    const status = q < STATUS_SHARE.Solved ? 'Solved' : q < STATUS_SHARE.Solved + STATUS_SHARE.Stopped ? 'Stopped' : 'Error';
    plan[size].push({ id: randomUUID(), project_id: tenders[Math.floor(random() * tenders.length)].id, status });
  }
  return plan;
}

/** The simulation a size's copies are made from: its row, its inputs and its results as JSON text. */
interface SizeTemplate {
  size: SeedSize;
  id: string;
  row: StoredSimulation;
  inputs: SimulationInputs;
  results: string | null;
}

async function sizeTemplate(db: Kysely<Database>, size: SeedSize, id: string): Promise<SizeTemplate> {
  const row = await loadSimulationRow(db, id);
  const inputs = await inputsOf(db, id);
  return { size, id, row, inputs, results: row.results === null ? null : JSON.stringify(row.results) };
}

/**
 * One batch of copies of the template, numbered from `first` + 1: the rows with the template's inputs, and for
 * those launched a run with the template's events, the solved ones with its solution.
 */
async function insertSimulationBatch(
  trx: Transaction<Database>,
  template: SizeTemplate,
  batch: readonly PlannedSimulation[],
  first: number,
  workspaceOf: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const { size, row } = template;
  await insertSimulations(
    trx,
    batch.map((s, k) => ({
      id: s.id,
      project_id: s.project_id,
      name: `Simulación ${size} ${first + k + 1}`,
      status: s.status,
      service_date_init: row.service_date_init,
      service_duration: row.service_duration,
      social_security: row.social_security,
      absenteeism_rate: row.absenteeism_rate,
      started: s.status === 'Stopped' ? null : now,
      finished: s.status === 'Stopped' ? null : now,
      results: s.status === 'Solved' ? template.results : null,
      updated_at: now,
    })),
  );
  await copyInputs(
    trx,
    template.inputs,
    batch.map((s) => s.id),
  );
  const ran = batch.filter((s) => s.status !== 'Stopped').map((s) => ({ ...s, run_id: randomUUID() }));
  await insertRuns(
    trx,
    ran.map((s) => ({
      id: s.run_id,
      simulation_id: s.id,
      workspace_id: workspaceOf.get(s.project_id)!,
      status: s.status === 'Solved' ? 'solved' : 'error',
      started_at: now,
      finished_at: now,
    })),
  );
  const targets = (rows: typeof ran): CopyTarget[] => rows.map((s) => ({ simulation_id: s.id, run_id: s.run_id }));
  await copyEvents(trx, template.id, targets(ran));
  await copySolution(trx, template.id, targets(ran.filter((s) => s.status === 'Solved')), now);
}

/**
 * The simulations: size and status drawn with the shares above, each in a random tender; inputs copied from the
 * template of its size, and for the solved ones (and those in error) a run with the template's events, the
 * solved ones with its solution and results.
 */
export async function seedSimulations(
  db: Kysely<Database>,
  tenders: readonly { id: string; workspace_id: string }[],
  count: number,
  templates: Record<SeedSize, string>,
  now: Date,
  log: (line: string) => void,
  /** PGlite copies a batch's solutions in its WebAssembly memory: a tenth of the batch there. */
  batchShare = 1,
): Promise<SeededSimulations> {
  const BATCH = Object.fromEntries(
    Object.entries(BATCH_SIZE).map(([k, v]) => [k, Math.max(1, Math.round(v * batchShare))]),
  ) as Record<SeedSize, number>;
  const workspaceOf = new Map(tenders.map((t) => [t.id, t.workspace_id]));
  const bySize: SeededSimulations['bySize'] = {
    S: { solved: [], stopped: [] },
    M: { solved: [], stopped: [] },
    L: { solved: [], stopped: [] },
  };
  const plan = planSimulations(tenders, count);
  for (const size of ['S', 'M', 'L'] as const) {
    const template = await sizeTemplate(db, size, templates[size]);
    const list = plan[size];
    const started = performance.now();
    for (let b = 0; b < list.length; b += BATCH[size]) {
      const batch = list.slice(b, b + BATCH[size]);
      await db.transaction().execute((trx) => insertSimulationBatch(trx, template, batch, b, workspaceOf, now));
      for (const s of batch)
        if (s.status !== 'Error')
          bySize[size][s.status === 'Solved' ? 'solved' : 'stopped'].push({
            id: s.id,
            workspace_id: workspaceOf.get(s.project_id)!,
          });
      if ((b / BATCH[size]) % 10 === 0)
        log(
          `  ${size}: ${Math.min(b + BATCH[size], list.length)}/${list.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
    }
  }
  return { bySize, total: count };
}
