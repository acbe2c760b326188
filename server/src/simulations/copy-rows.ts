/** A stored input row as values for a copy of it in another simulation (./duplicate.ts). */

/** Every column of the row but its id, order, owner and creation time, JSON columns as text (as they are written). */
export function copiedColumns<R extends { id: string; seq: string; created_at: unknown }>(row: R) {
  const { id: _id, seq: _seq, created_at: _created, ...rest } = row;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest))
    out[k] = v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
  return out as Omit<R, 'id' | 'seq' | 'created_at'>;
}
