/** Config host: tenders (projects), their simulations and previous studies as lists. */
import { sql, type SqlBool } from 'kysely';
import type { Schemas } from '../../contract';
import type { ConfigHandlers } from '../../http/context';
import { badRequest } from '../../http/errors';
import { nameContains } from '../../db/name-search';
import { projectAccess, requirePermission, workspaceAccess } from '../../access';


function toIso(d: Date | string): string;
function toIso(d: Date | string | null): string | null;
function toIso(d: Date | string | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}

type ProjectRow = { id: string; name: string; workspace_id: string; created_at: Date; simulation_number: number };
const toProject = (row: ProjectRow) => ({
  id: row.id,
  uid: row.id,
  name: row.name,
  simulation_number: row.simulation_number,
  workspace_id: row.workspace_id,
  created_at: toIso(row.created_at),
});

interface CardRow {
  id: string;
  name: string;
  project_id: string;
  status: Schemas['Status'];
  started: Date | null;
  finished: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The fields of a simulation or previous study card (SimulationCard), which their full answers start with too. */
export const cardOf = (r: CardRow) => ({
  id: r.id,
  uid: r.id,
  name: r.name,
  project_id: r.project_id,
  status: r.status,
  started: toIso(r.started),
  finished: toIso(r.finished),
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});

const simulationCount = sql<number>`(select count(*)::int from simulation s where s.project_id = p.id)`;

export const projectHandlers = {
  async listProjects({ query, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, query.workspace_id);
    requirePermission(access, 'simulation', 'read');
    const limit: number = query.limit ?? 32;
    let q = deps.db
      .selectFrom('project as p')
      .select(['p.id', 'p.name', 'p.workspace_id', 'p.created_at', simulationCount.as('simulation_number')])
      .where('p.workspace_id', '=', access.workspaceId);
    const search = typeof query.search_string === 'string' ? query.search_string.trim() : '';
    if (search) {
      q = q.where(nameContains('p.name', search));
    }
    if (query.start_id_project) {
      const start = await deps.db
        .selectFrom('project')
        .select('id')
        .where('id', '=', query.start_id_project)
        .where('workspace_id', '=', access.workspaceId)
        .executeTakeFirst();
      if (!start) throw badRequest('El campo «Licitación de partida» no corresponde a ninguna licitación', 'start_id_project');
      // Compared inside SQL: a JavaScript Date would lose the microseconds of the stored timestamp.
      q = q.where(sql<SqlBool>`(p.created_at, p.id) <= (select s.created_at, s.id from project s where s.id = ${start.id})`);
    }
    const rows = await q
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit + 1)
      .execute();
    const page = rows.slice(0, limit);
    return { items: page.map(toProject), next_start_id: rows.length > limit ? rows[limit].id : null };
  },

  async createProject({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'simulation', 'create');
    const row = await deps.db
      .insertInto('project')
      .values({ workspace_id: access.workspaceId, name: body.name.trim() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  },

  async getProject({ params, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, params.id);
    requirePermission(access, 'simulation', 'read');
    return toProject(await loadProject(deps.db, params.id));
  },

  async updateProject({ params, body, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, params.id);
    requirePermission(access, 'simulation', 'update');
    await deps.db
      .updateTable('project')
      .set({ name: body.name.trim(), updated_at: deps.now() })
      .where('id', '=', params.id)
      .where('workspace_id', '=', access.workspaceId)
      .execute();
    return toProject(await loadProject(deps.db, params.id));
  },

  async deleteProject({ params, user, deps, reply }) {
    const { access } = await projectAccess(deps.db, user.id, params.id);
    requirePermission(access, 'simulation', 'delete');
    // Simulations and previous studies go with it (ON DELETE CASCADE).
    await deps.db.deleteFrom('project').where('id', '=', params.id).where('workspace_id', '=', access.workspaceId).execute();
    reply.code(204);
  },

  async listProjectSimulations({ params, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, params.projectId);
    requirePermission(access, 'simulation', 'read');
    const rows = await deps.db
      .selectFrom('simulation')
      .select(['id', 'name', 'project_id', 'status', 'started', 'finished', 'created_at', 'updated_at'])
      .where('project_id', '=', params.projectId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(cardOf);
  },

  async listPreviousStudies({ query, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, query.project_id);
    requirePermission(access, 'previous_study', 'read');
    const rows = await deps.db
      .selectFrom('previous_study')
      .select(['id', 'name', 'project_id', 'status', 'sub_status', 'started', 'finished', 'created_at', 'updated_at'])
      .where('project_id', '=', query.project_id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({ ...cardOf(r), sub_status: r.sub_status }));
  },
} satisfies ConfigHandlers;

async function loadProject(db: Parameters<typeof projectAccess>[0], id: string): Promise<ProjectRow> {
  return db
    .selectFrom('project as p')
    .select(['p.id', 'p.name', 'p.workspace_id', 'p.created_at', simulationCount.as('simulation_number')])
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
}
