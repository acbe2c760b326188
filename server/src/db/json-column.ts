/** A jsonb column as read: PGlite and node-postgres hand out objects, a text column a string; null stays null. */
export const json = <T>(v: unknown): T | null =>
  v === null || v === undefined ? null : ((typeof v === 'string' ? JSON.parse(v) : v) as T);
