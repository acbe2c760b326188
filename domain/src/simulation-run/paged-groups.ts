/**
 * A grouped list shown a page of rows at a time (the Plantilla's sections, the explanations' groups): the rows of
 * every group counted in order, and the page a window over them.
 */

/**
 * The rows of grouped lists that fall in the window `from`–`to` (rows counted over every group, in order): each
 * group with its slice of rows and where that slice starts in the group (`first`), groups with none left out.
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
