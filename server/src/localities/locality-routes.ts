/** Config host: localities of a workspace (`/location/municipality`), merged by name, with editable local holidays. */
import type { Updateable } from 'kysely';
import type { ConfigHandlers } from '../http/context';
import type { LocalityTable } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { requirePermission, workspaceAccess } from '../access';
import { rejectFieldErrors } from '../simulations/access';
import { ensureLocalities, holidaysOf, localityByName } from '../simulations/localities';
import { INPUT_MESSAGES, foldName, normalizeRegion, validateLocality } from '@licita/domain';
import {
  findLocality,
  foldedNameTaken,
  listContractTypes,
  listLocalities,
  localityOwner,
  updateLocality,
  type LocalityRow,
} from './repository';

const toMunicipality = (r: LocalityRow) => ({
  id: r.id,
  name: r.name,
  region: r.region,
  local_holidays: [...holidaysOf(r.local_holidays)].sort(),
  nuts_code: r.nuts_code,
});

export const localityHandlers = {
  async listMunicipalities({ query, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, query.workspace_id);
    requirePermission(access, 'simulation', 'read');
    await ensureLocalities(deps.db, access.workspaceId);
    return (await listLocalities(deps.db, access.workspaceId))
      .map(toMunicipality)
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  },

  async createMunicipality({ body, user, deps }) {
    const access = await workspaceAccess(deps.db, user.id, body.workspace_id);
    requirePermission(access, 'simulation', 'update');
    rejectFieldErrors(validateLocality(body));
    const id = await localityByName(deps.db, access.workspaceId, body.name, normalizeRegion(body.region));
    if (body.region !== undefined || body.local_holidays !== undefined || body.nuts_code !== undefined) {
      const set: Updateable<LocalityTable> = {};
      if (body.region !== undefined) set.region = normalizeRegion(body.region);
      if (body.nuts_code !== undefined) set.nuts_code = body.nuts_code;
      if (body.local_holidays !== undefined)
        set.local_holidays = JSON.stringify([...new Set<string>(body.local_holidays)].sort());
      await updateLocality(deps.db, id, set);
    }
    return { id };
  },

  async updateMunicipality({ params, body, user, deps }) {
    const row = await localityOwner(deps.db, params.id);
    if (!row) throw notFound(INPUT_MESSAGES.localityNotFound);
    const access = await workspaceAccess(deps.db, user.id, row.workspace_id).catch(() => {
      throw notFound(INPUT_MESSAGES.localityNotFound);
    });
    requirePermission(access, 'simulation', 'update');
    rejectFieldErrors(
      validateLocality({
        name: body.name ?? row.name,
        region: body.region,
        local_holidays: body.local_holidays,
        nuts_code: body.nuts_code,
      }),
    );
    const set: Updateable<LocalityTable> = {};
    if (
      body.name !== undefined &&
      foldName(body.name) !== foldName(row.name) &&
      (await foldedNameTaken(deps.db, row.workspace_id, foldName(body.name)))
    ) {
      throw conflict('Ya existe una localidad con ese nombre', 'name');
    }
    if (body.name !== undefined) Object.assign(set, { name: body.name.trim(), folded_name: foldName(body.name) });
    if (body.region !== undefined) set.region = normalizeRegion(body.region);
    if (body.nuts_code !== undefined) set.nuts_code = body.nuts_code;
    if (body.local_holidays !== undefined) set.local_holidays = JSON.stringify([...new Set<string>(body.local_holidays)].sort());
    if (Object.keys(set).length) await updateLocality(deps.db, row.id, set);
    const r = await findLocality(deps.db, row.id);
    if (!r) throw notFound(INPUT_MESSAGES.localityNotFound);
    return toMunicipality(r);
  },

  async listContractTypes({ deps }) {
    return listContractTypes(deps.db);
  },
} satisfies ConfigHandlers;
