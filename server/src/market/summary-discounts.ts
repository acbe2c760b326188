/**
 * The sorted winning discounts of the market's summary rows (migration 0028), decoded once per row and computation
 * and kept by this process: the card's answer then reads only the row's small columns (docs/performance.md). The
 * key holds the computation's `refresh_id`, so a recomputed summary is read anew, and every process reads the same
 * figures as the database holds. At most MAX_ROWS rows are kept (a country's provinces and communities: some
 * 6 MB for 500,000 lots), the oldest dropped first.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { summaryDiscounts } from './award-repository';

const MAX_ROWS = 200;
const kept = new Map<string, Float64Array>();

/** The discounts as stored (float8send: 8 bytes each, big-endian), as numbers. */
function decoded(bytes: Uint8Array): Float64Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Float64Array(bytes.byteLength / 8);
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat64(i * 8);
  return values;
}

/** The row's sorted discounts, or undefined when the summary was recomputed since the row was read. */
export async function sortedDiscounts(
  db: Kysely<Database>,
  row: { cpv: string; nuts: string; refreshId: string },
): Promise<Float64Array | undefined> {
  const key = `${row.refreshId} ${row.cpv} ${row.nuts}`;
  const known = kept.get(key);
  if (known) return known;
  const bytes = await summaryDiscounts(db, row);
  if (!bytes) return undefined;
  const values = decoded(bytes);
  if (kept.size >= MAX_ROWS) kept.delete(kept.keys().next().value!);
  kept.set(key, values);
  return values;
}
