/** Config host: the user's saved searches ("events") in a workspace. */
import type { ConfigHandlers } from '../../http/context';
import { notFound } from '../../http/errors';
import { workspaceAccess } from '../../access';

const toSavedSearch = (r: { id: string; search: string; created_at: Date }) => ({
  id: r.id,
  search: r.search,
  created: new Date(r.created_at).toISOString(),
});

export const eventHandlers = {
  async listEvents({ query, user, deps }) {
    await workspaceAccess(deps.db, user.id, query.workspace_id);
    const rows = await deps.db
      .selectFrom('saved_search')
      .select(['id', 'search', 'created_at'])
      .where('user_id', '=', user.id)
      .where('workspace_id', '=', query.workspace_id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toSavedSearch);
  },

  async createEvent({ body, user, deps }) {
    await workspaceAccess(deps.db, user.id, body.workspace_id);
    const row = await deps.db
      .insertInto('saved_search')
      .values({ user_id: user.id, workspace_id: body.workspace_id, search: body.search })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  },

  async updateEvent({ params, body, user, deps }) {
    const row = await deps.db
      .updateTable('saved_search')
      .set({ search: body.search })
      .where('id', '=', params.id)
      .where('user_id', '=', user.id)
      .where('workspace_id', 'in', (eb) => eb.selectFrom('membership').select('workspace_id').where('user_id', '=', user.id).where('active', '=', true))
      .returning(['id', 'search', 'created_at'])
      .executeTakeFirst();
    if (!row) throw notFound('La búsqueda guardada no existe');
    return toSavedSearch(row);
  },

  async deleteEvent({ params, user, deps, reply }) {
    const result = await deps.db
      .deleteFrom('saved_search')
      .where('id', '=', params.id)
      .where('user_id', '=', user.id)
      .where('workspace_id', 'in', (eb) => eb.selectFrom('membership').select('workspace_id').where('user_id', '=', user.id).where('active', '=', true))
      .executeTakeFirst();
    if (!result.numDeletedRows) throw notFound('La búsqueda guardada no existe');
    reply.code(204);
  },
} satisfies ConfigHandlers;
