/**
 * Pages of the results page's long lists (the roster, the Plantilla, the explanations): where a page starts and
 * which rows of grouped lists it holds. The server cuts its pages with them and the ui shows them the same way.
 */

/** Where a page of `total` matching rows starts: the offset asked for, or the last page's when fewer remain. */
export function rosterPageOffset(total: number, q: { offset: number; limit: number }): number {
  const last = Math.max(0, Math.ceil(total / q.limit) - 1) * q.limit;
  return Math.min(q.offset, last);
}

/**
 * The rows of grouped lists (the Plantilla's sections, the explanations' groups) that fall in the window: each group
 * with its slice of rows, groups with none left out. `total` counts the rows of every group.
 */
export function pageOfGroups<G, R>(groups: ReadonlyArray<{ group: G; rows: readonly R[] }>, w: { from: number; to: number }) {
  let before = 0;
  return groups.flatMap(({ group, rows }) => {
    const start = before;
    before += rows.length;
    const slice = rows.slice(Math.max(0, w.from - start), Math.max(0, w.to - start));
    return slice.length ? [{ group, rows: slice, first: Math.max(0, w.from - start) }] : [];
  });
}

/** How many rows the groups hold. */
export const rowsIn = (groups: ReadonlyArray<{ rows: readonly unknown[] }>) => groups.reduce((n, g) => n + g.rows.length, 0);
