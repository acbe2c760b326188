/** Config host: simulations in a tender (create, read, rename, basic data, delete, duplicate). */
import { sql, type Kysely } from 'kysely';
import type { ConfigHandlers } from '../../http/context';
import type { Database } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { projectAccess, requirePermission } from '../../access';
import { cardOf } from '../../projects/service';
import { SIMULATION_NOT_FOUND, simulationAccess, requireStopped, rejectFieldErrors } from '../../simulations/access';
import { refuseTakenId, simulationWorkspace } from '../../simulations/taken-ids';
import { duplicateSimulationInputs } from '../../simulations/duplicate';
import { INPUT_MESSAGES, SIMULATION_DEFAULTS, validateBasicData, validateSimulationName } from '../../../../domain/src/simulation-inputs/index.js';

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Whether another simulation of the tender has that name (trimmed, case-insensitive). */
async function nameTaken(db: Kysely<Database>, projectId: string, name: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('simulation')
    .select('id')
    .where('project_id', '=', projectId)
    .where(sql<boolean>`lower(btrim(name)) = lower(btrim(${name}))`);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/** `name` when no simulation of the tender has it (unless `copy`), else 'name (copia)', 'name (copia 2)'… */
export async function freeSimulationName(db: Kysely<Database>, projectId: string, name: string, copy = false): Promise<string> {
  if (!copy && !(await nameTaken(db, projectId, name))) return name;
  let free = `${name} (copia)`;
  for (let n = 2; await nameTaken(db, projectId, free); n++) free = `${name} (copia ${n})`;
  return free;
}

async function checkName(db: Kysely<Database>, projectId: string, name: string, exceptId?: string): Promise<string> {
  rejectFieldErrors(validateSimulationName(name));
  if (await nameTaken(db, projectId, name, exceptId)) throw conflict(INPUT_MESSAGES.nameTaken, 'name');
  return name.trim();
}

export async function loadSimulation(db: Kysely<Database>, id: string) {
  return simulationAnswer(await loadSimulationRow(db, id));
}

export function loadSimulationRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('simulation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The contract's Simulation of a stored row, without its events and links. */
export function simulationAnswer(r: Awaited<ReturnType<typeof loadSimulationRow>>) {
  return {
    ...cardOf(r),
    service_date_init: r.service_date_init,
    service_duration: numOrNull(r.service_duration),
    social_security: numOrNull(r.social_security),
    absenteeism_rate: numOrNull(r.absenteeism_rate),
    data_url: null,
    result_url: null,
    results: r.results && typeof r.results === 'object' ? r.results : null,
    events: [],
  };
}

const BASIC_FIELDS = ['service_date_init', 'service_duration', 'social_security', 'absenteeism_rate'] as const;

export const simulationHandlers = {
  async createSimulation({ body, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, body.project_id);
    requirePermission(access, 'simulation', 'create');
    const name = await checkName(deps.db, body.project_id, body.name);
    const row = await deps.db
      .insertInto('simulation')
      .values({
        project_id: body.project_id,
        name,
        social_security: SIMULATION_DEFAULTS.social_security,
        absenteeism_rate: SIMULATION_DEFAULTS.absenteeism_rate,
        updated_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  },

  async getSimulation({ params, user, deps }) {
    await simulationAccess(deps.db, user.id, params.id, 'read');
    return loadSimulation(deps.db, params.id);
  },

  async updateSimulation({ params, body, user, deps }) {
    const { simulation } = await simulationAccess(deps.db, user.id, params.id, 'update');
    const name = await checkName(deps.db, simulation.project_id, body.name, simulation.id);
    const given = BASIC_FIELDS.filter((f) => body[f] !== undefined);
    const set: Record<string, unknown> = { name, updated_at: deps.now() };
    if (given.length) {
      requireStopped(simulation);
      const merged = { ...simulation, ...Object.fromEntries(given.map((f) => [f, body[f]])) };
      rejectFieldErrors(validateBasicData(merged).filter((e) => (given as readonly string[]).includes(e.field)));
      for (const f of given) set[f] = body[f];
    }
    await deps.db.updateTable('simulation').set(set).where('id', '=', simulation.id).execute();
    return loadSimulation(deps.db, simulation.id);
  },

  async deleteSimulation({ params, user, deps, reply }) {
    const { simulation } = await simulationAccess(deps.db, user.id, params.id, 'delete');
    await deps.db.transaction().execute(async (trx) => {
      // Rows that point at centers go first (their foreign keys do not cascade from the center).
      for (const table of ['fixed_work_shift', 'variable_work', 'subrogate', 'simulation_material_cost'] as const)
        await trx.deleteFrom(table).where('simulation_id', '=', simulation.id).execute();
      await trx.deleteFrom('simulation').where('id', '=', simulation.id).execute();
    });
    reply.code(204);
  },

  async duplicateSimulation({ body, user, deps }) {
    const { simulation, access } = await simulationAccess(deps.db, user.id, body.origin_simulation, 'read');
    requirePermission(access, 'simulation', 'create');
    if (body.origin_simulation === body.new_simulation) throw badRequest('El campo «Nueva simulación» debe ser un identificador nuevo', 'new_simulation');
    await refuseTakenId(deps.db, simulationWorkspace, body.new_simulation, access.workspaceId, {
      missing: SIMULATION_NOT_FOUND,
      taken: 'Ya existe una simulación con ese identificador',
      field: 'new_simulation',
    });
    const name = await freeSimulationName(deps.db, simulation.project_id, simulation.name, true);
    await deps.db.transaction().execute((trx) => duplicateSimulationInputs(trx, simulation.id, body.new_simulation, name, deps.now()));
    return { id: body.new_simulation };
  },
} satisfies ConfigHandlers;
