/** Key-paginated lists as async iterators: `for await (const tender of allTenders(api, { workspace_id })) …`. */
import type { LicitaClient, ConfigPaths, ConfigSchemas } from './client.js';
import { unwrap } from './errors.js';

export interface Page<T> {
  items: T[];
  next_start_id?: string | null;
}

/** Every item of every page, fetching the next page only when the caller gets that far. */
export async function* paginate<T>(
  fetchPage: (startId: string | undefined) => Promise<Page<T>>,
): AsyncGenerator<T, void, undefined> {
  let start: string | undefined;
  do {
    const page = await fetchPage(start);
    yield* page.items;
    start = page.next_start_id ?? undefined;
  } while (start);
}

export type TenderQuery = Omit<NonNullable<ConfigPaths['/project']['get']['parameters']['query']>, 'start_id_project'>;

/**
 * The tenders of a workspace, newest first, page after page (throws a LicitaError when a page fails).
 *
 *   for await (const tender of allTenders(api, { workspace_id, search_string: 'hospital' })) console.log(tender.name);
 */
export function allTenders(
  api: Pick<LicitaClient, 'config'>,
  query: TenderQuery,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<ConfigSchemas['Project'], void, undefined> {
  return paginate((start) =>
    unwrap(
      api.config.GET('/project', {
        params: { query: { ...query, ...(start ? { start_id_project: start } : {}) } },
        signal: options.signal,
      }),
    ),
  );
}
