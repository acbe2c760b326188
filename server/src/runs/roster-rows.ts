/**
 * The weekly roster read from its stored rows (src/runs/roster-repository.ts): `GET /solution/{id}/roster` sends
 * every row's JSON in order, `GET /solution/{id}/roster/page` reads only the page's rows and the sums the card
 * draws around them, so neither parses the stored output nor keeps a roster in memory. A solution stored before
 * the rows existed (migration 0029) gets them on its roster's first read, under its row's lock.
 */
import {
  foldName,
  rosterPageOffset,
  sortedRosterNames,
  RUN_MESSAGES,
  type RosterPage,
  type RosterPageQuery,
} from '@licita/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { JsonText } from '../http/json-text';
import { rosterRowsOf, type solutionRoster } from './roster';
import type { StoredOutput } from './solution';
import {
  lockedOutputWithoutRoster,
  matchingRosterRows,
  rosterNames,
  rosterPageJson,
  rosterWorkersJson,
  storedRosterSize,
  writeRosterRows,
} from './roster-repository';

type Db = Kysely<Database>;

export type RosterView = ReturnType<typeof solutionRoster>;

/** Workers of the simulation's stored roster, its rows written first if they are not yet; 404 without a solution. */
async function rosterSize(db: Db, simulationId: string): Promise<number> {
  const size = await storedRosterSize(db, simulationId);
  if (size === undefined) throw notFound(RUN_MESSAGES.noSolution);
  if (size !== null) return size;
  await db.transaction().execute(async (trx) => {
    const output = await lockedOutputWithoutRoster(trx, simulationId);
    if (output) await writeRosterRows(trx, simulationId, rosterRowsOf(output as StoredOutput));
  });
  return rosterSize(db, simulationId);
}

/** The whole roster as the JSON sent: its rows' JSON in order. */
export async function wholeRoster(db: Db, simulationId: string): Promise<JsonText<RosterView>> {
  await rosterSize(db, simulationId);
  const rows = await rosterWorkersJson(db, simulationId);
  return new JsonText<RosterView>(Buffer.from(`[${rows.join(',')}]`));
}

/** One page of the roster, as the domain's `rosterPage` cuts it from the whole roster, read from the rows it shows. */
export async function storedRosterPage(db: Db, simulationId: string, q: RosterPageQuery): Promise<RosterPage> {
  const roster_size = await rosterSize(db, simulationId);
  const filter = { search: foldName(q.search), center: q.center, category: q.category };
  const { total, minutes } = await matchingRosterRows(db, simulationId, filter);
  const offset = rosterPageOffset(total, q);
  const items = (await rosterPageJson(db, simulationId, filter, offset, q.limit)).map(
    (text) => JSON.parse(text) as RosterView[number],
  );
  const names = await rosterNames(db, simulationId);
  return {
    items,
    offset,
    total,
    roster_size,
    centers: sortedRosterNames(names.centers),
    categories: sortedRosterNames(names.categories),
    day_hours: minutes.map((m) => m / 60),
  };
}
