/** Config host: localities of a workspace (`/location/municipality`), merged by name, with editable local holidays. */
import type { ConfigHandlers } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { requirePermission, workspaceAccess } from '../../access';
import { rejectFieldErrors } from '../../simulations/access';
import { ensureLocalities, holidaysOf, localityByName } from '../../simulations/localities';
import { foldName, normalizeRegion, validateLocality } from '../../../../domain/src/simulation-inputs/index.js';

const toMunicipality = (r: { id: string; name: string; region: string | null; local_holidays: unknown }) => ({
  id: r.id,
  name: r.name,
  region: r.region,
  local_holidays: [...holidaysOf(r.local_holidays)].sort(),
});

export const localityHandlers = {
  async listMunicipalities({ query, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, query.workspace_id);
    requirePermission(access, 'simulation', 'read');
    await ensureLocalities(deps.db, access.workspaceId);
    const rows = await deps.db
      .selectFrom('locality')
      .select(['id', 'name', 'region', 'local_holidays'])
      .where('workspace_id', '=', access.workspaceId)
      .execute();
    return rows.map(toMunicipality).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  },

  async createMunicipality({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'simulation', 'update');
    rejectFieldErrors(validateLocality(body));
    const id = await localityByName(deps.db, access.workspaceId, body.name, normalizeRegion(body.region));
    if (body.region !== undefined || body.local_holidays !== undefined) {
      const set: Record<string, unknown> = {};
      if (body.region !== undefined) set.region = normalizeRegion(body.region);
      if (body.local_holidays !== undefined) set.local_holidays = JSON.stringify([...new Set<string>(body.local_holidays)].sort());
      await deps.db.updateTable('locality').set(set).where('id', '=', id).execute();
    }
    return { id };
  },

  async updateMunicipality({ params, body, user, deps }) {
    const row = await deps.db.selectFrom('locality').select(['id', 'workspace_id', 'name']).where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound('La localidad no existe');
    const access = await workspaceAccess(deps.db, user.id, row.workspace_id).catch(() => {
      throw notFound('La localidad no existe');
    });
    requirePermission(access, 'simulation', 'update');
    rejectFieldErrors(validateLocality({ name: body.name ?? row.name, region: body.region, local_holidays: body.local_holidays }));
    const set: Record<string, unknown> = {};
    if (body.name !== undefined && foldName(body.name) !== foldName(row.name)) {
      const clash = await deps.db
        .selectFrom('locality')
        .select('id')
        .where('workspace_id', '=', row.workspace_id)
        .where('folded_name', '=', foldName(body.name))
        .executeTakeFirst();
      if (clash) throw conflict('Ya existe una localidad con ese nombre', 'name');
    }
    if (body.name !== undefined) Object.assign(set, { name: body.name.trim(), folded_name: foldName(body.name) });
    if (body.region !== undefined) set.region = normalizeRegion(body.region);
    if (body.local_holidays !== undefined) set.local_holidays = JSON.stringify([...new Set<string>(body.local_holidays)].sort());
    if (Object.keys(set).length) await deps.db.updateTable('locality').set(set).where('id', '=', row.id).execute();
    const r = await deps.db.selectFrom('locality').select(['id', 'name', 'region', 'local_holidays']).where('id', '=', row.id).executeTakeFirstOrThrow();
    return toMunicipality(r);
  },

  async listContractTypes({ deps }) {
    return deps.db.selectFrom('contract_type').select(['id', 'contract_key', 'description']).orderBy('sort').execute();
  },
} satisfies ConfigHandlers;
