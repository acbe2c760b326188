/** Config host: tenders (projects), their simulations and previous studies as lists. */
import type { ConfigHandlers } from '../http/context';
import { badRequest } from '../http/errors';
import { projectAccess, requirePermission, workspaceAccess } from '../access';
import * as repo from './repository';
import { storageOf } from '../files/storage';
import { afterCommit, removeOwnedFiles } from '../files/owned';
import { cardOf, tenderDataOf, toProject, toProjectListItem } from './service';
import { comparisonLink } from './comparison-file';
import type { Schemas } from '../contract';
import { json } from '../db/json-column';
import { simulationNoticeLot } from '../placsp/simulation-lot';

export const projectHandlers = {
  async listProjects({ query, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, query.workspace_id);
    requirePermission(access, 'simulation', 'read');
    const limit: number = query.limit ?? 32;
    const search = typeof query.search_string === 'string' ? query.search_string.trim() : '';
    if (query.start_id_project && !(await repo.projectInWorkspace(deps.db, access.workspaceId, query.start_id_project))) {
      throw badRequest('El campo «Licitación de partida» no corresponde a ninguna licitación', 'start_id_project');
    }
    const rows = await repo.pageOfProjects(deps.db, access.workspaceId, search, query.start_id_project || undefined, limit);
    const page = rows.slice(0, limit);
    return { items: page.map(toProjectListItem), next_start_id: rows.length > limit ? rows[limit].id : null };
  },

  async createProject({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'simulation', 'create');
    return { id: await repo.insertProject(deps.db, access.workspaceId, body.name.trim()) };
  },

  async getProject({ params, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, params.id);
    requirePermission(access, 'simulation', 'read');
    return toProject(await repo.loadProject(deps.db, params.id));
  },

  async updateProject({ params, body, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, params.id);
    requirePermission(access, 'simulation', 'update');
    await repo.updateProject(
      deps.db,
      access.workspaceId,
      params.id,
      { name: body.name.trim(), ...tenderDataOf(body) },
      deps.now(),
    );
    return toProject(await repo.loadProject(deps.db, params.id));
  },

  async deleteProject({ params, user, deps, reply }) {
    const { access } = await projectAccess(deps.db, user.id, params.id);
    requirePermission(access, 'simulation', 'delete');
    const owners = await repo.projectOwnerIds(deps.db, params.id);
    await repo.deleteProject(deps.db, access.workspaceId, params.id);
    // The files of its simulations and previous studies after the commit; a crash in between leaves orphans for the sweep.
    await afterCommit('deleting a tender', () => removeOwnedFiles(storageOf(deps), owners));
    reply.code(204);
  },

  async tenderComparisonUrl({ params, body, user, deps }) {
    const { access, project } = await projectAccess(deps.db, user.id, params.id);
    for (const kind of new Set(body.items.map((i) => i.kind)))
      requirePermission(access, kind === 'simulation' ? 'simulation' : 'previous_study', 'read');
    return comparisonLink(deps, project, body.items);
  },
  async listProjectSimulations({ params, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, params.projectId);
    requirePermission(access, 'simulation', 'read');
    const source = json<Schemas['PlacspImportSource']>((await repo.loadProject(deps.db, params.projectId)).import_source);
    return (await repo.simulationCards(deps.db, params.projectId)).map((r) => {
      // which lot of the imported notice it answers: the tender page offers its price criteria there
      const lot = simulationNoticeLot(source, r);
      return {
        ...cardOf(r),
        total_cost: r.total_cost,
        offer_without_vat: r.offer_without_vat,
        price_points: r.price_points,
        ...(lot !== undefined ? { placsp_lot: lot } : {}),
      };
    });
  },

  async listPreviousStudies({ query, user, deps }) {
    const { access } = await projectAccess(deps.db, user.id, query.project_id);
    requirePermission(access, 'previous_study', 'read');
    return (await repo.previousStudyCards(deps.db, query.project_id)).map((r) => ({ ...cardOf(r), sub_status: r.sub_status }));
  },
} satisfies ConfigHandlers;
