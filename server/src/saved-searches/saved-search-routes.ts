/** Config host: the user's saved searches ("events") in a workspace. */
import type { ConfigHandlers } from '../http/context';
import { notFound } from '../http/errors';
import { workspaceAccess } from '../access';
import { deleteSearch, insertSearch, listSearches, updateSearch, type SavedSearchRow } from './repository';

const NOT_FOUND = 'La búsqueda guardada no existe';

const toSavedSearch = (r: SavedSearchRow) => ({
  id: r.id,
  search: r.search,
  created: new Date(r.created_at).toISOString(),
});

export const eventHandlers = {
  async listEvents({ query, user, deps }) {
    await workspaceAccess(deps.db, user.id, query.workspace_id);
    return (await listSearches(deps.db, user.id, query.workspace_id)).map(toSavedSearch);
  },

  async createEvent({ body, user, deps }) {
    await workspaceAccess(deps.db, user.id, body.workspace_id);
    return { id: await insertSearch(deps.db, user.id, body.workspace_id, body.search) };
  },

  async updateEvent({ params, body, user, deps }) {
    const row = await updateSearch(deps.db, user.id, params.id, body.search);
    if (!row) throw notFound(NOT_FOUND);
    return toSavedSearch(row);
  },

  async deleteEvent({ params, user, deps, reply }) {
    if (!(await deleteSearch(deps.db, user.id, params.id))) throw notFound(NOT_FOUND);
    reply.code(204);
  },
} satisfies ConfigHandlers;
