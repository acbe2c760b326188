/**
 * 'Actualizar desde la Plataforma': a later version of an imported tender's notice, its changes listed (the preview)
 * and applied (the tender's fields, criteria and stored notice; with `update_simulations`, the budget and price
 * weight of the simulations created from each lot).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Schemas } from '../contract';
import type { ProjectRow } from '../projects/repository';
import { json } from '../db/json-column';
import { badRequest } from '../http/errors';
import { mergeBid, storedBid } from '../simulations/bid';
import type { PlacspNotice } from './notice';
import { bidChanges, criterionChanges, lotBidValues, lotChanges, noticeFactChanges, tenderFieldChanges } from './changes';
import { tenderFieldsOf } from './tender-fields';
import { simulationName } from './import';
import { lockedSimulationBid, setSimulationBid, tenderSimulationBids, updateImportedTender } from './import-repository';
import { splitAwards } from './awards';
import { awardChanges } from './award-changes';

type Source = Schemas['PlacspImportSource'];
type Db = Kysely<Database>;

export const NOT_IMPORTED = 'Esta licitación no se importó de la Plataforma de Contratación: no hay anuncio que actualizar.';

/** The tender's stored notice, or a 400 for a tender not imported. */
export function storedSource(row: ProjectRow): Source {
  const source = json<Source>(row.import_source);
  if (!source) throw badRequest(NOT_IMPORTED);
  return source;
}

const expediente = (n: PlacspNotice) => (n.file_number ? `«${n.file_number}»` : 'sin número');

/**
 * The file's notice of the tender's expediente (the same entry of a feed); a notice of another expediente is refused,
 * naming it, so nothing changes.
 */
export function noticeOfTender(notices: PlacspNotice[], stored: PlacspNotice, field: string): PlacspNotice {
  const same = (n: PlacspNotice) =>
    stored.file_number ? n.file_number === stored.file_number : stored.entry_id !== null && n.entry_id === stored.entry_id;
  const found = notices.find(same);
  if (found) return found;
  const others = notices.map(expediente).join(', ');
  const what =
    notices.length === 1 ? `El anuncio es del expediente ${others}` : `El archivo tiene anuncios de los expedientes ${others}`;
  throw badRequest(`${what}, no del expediente ${expediente(stored)} de esta licitación: no se ha cambiado nada.`, field);
}

interface LotSimulation {
  id: string;
  name: string;
  status: string;
  bid: unknown;
  lot: string | null;
}

/** The simulations the import created with their lot (by name for tenders imported before the link was kept). */
async function lotSimulations(db: Db, projectId: string, source: Source): Promise<LotSimulation[]> {
  const rows = await tenderSimulationBids(db, projectId);
  if (source.simulations) {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return source.simulations.flatMap((s) => {
      const row = byId.get(s.simulation_id);
      return row ? [{ ...row, lot: s.lot }] : [];
    });
  }
  const byName = new Map<string, string | null>();
  if (source.notice.lots.length === 0) byName.set(simulationName(null, new Set()), null);
  for (const lot of source.notice.lots) byName.set(simulationName(lot, new Set()), lot.id);
  return rows.flatMap((r) => (byName.has(r.name) ? [{ ...r, lot: byName.get(r.name)! }] : []));
}

const bidNow = (bid: unknown) => {
  const b = storedBid(bid);
  return { tender_budget: b.tender_budget ?? null, max_points: b.price_score?.max_points ?? null };
};

async function simulationChanges(
  db: Db,
  projectId: string,
  source: Source,
  incoming: PlacspNotice,
): Promise<Schemas['PlacspSimulationChange'][]> {
  return (await lotSimulations(db, projectId, source)).flatMap((s) => {
    const next = lotBidValues(incoming, s.lot);
    const values = next ? bidChanges(bidNow(s.bid), next) : [];
    const status = s.status as Schemas['Status'];
    return values.length ? [{ id: s.id, name: s.name, lot: s.lot, status, updatable: status === 'Stopped', values }] : [];
  });
}

/** Everything the new notice changes; nothing is stored. */
export async function refreshPreview(db: Db, row: ProjectRow, incoming: PlacspNotice): Promise<Schemas['PlacspRefreshPreview']> {
  const source = storedSource(row);
  return {
    notice: incoming,
    fields: [...tenderFieldChanges(row, source.notice, incoming), ...noticeFactChanges(source.notice, incoming)],
    lots: lotChanges(source.notice, incoming),
    criteria: criterionChanges(json<Schemas['AwardCriterion'][]>(row.award_criteria) ?? [], incoming.criteria),
    awards: awardChanges(json<Schemas['PlacspAwardResults']>(row.award_results), incoming),
    simulations: await simulationChanges(db, row.id, source, incoming),
  };
}

/** Applies the new notice in one transaction; returns the simulations whose budget or price weight changed. */
export async function applyRefresh(
  db: Db,
  row: ProjectRow,
  incoming: PlacspNotice,
  updateSimulations: boolean,
  now: Date,
): Promise<string[]> {
  const source = storedSource(row);
  const fields = tenderFieldsOf(incoming);
  const set = Object.fromEntries(
    tenderFieldChanges(row, source.notice, incoming).map((c) => [c.field, fields[c.field as keyof typeof fields]]),
  );
  const { stored, award_results } = splitAwards(incoming);
  const next: Source = { ...source, notice: stored, refreshed_at: now.toISOString() };
  const changes = updateSimulations ? (await simulationChanges(db, row.id, source, incoming)).filter((s) => s.updatable) : [];
  return db.transaction().execute(async (trx) => {
    await updateImportedTender(trx, row.workspace_id, row.id, {
      ...set,
      award_criteria: JSON.stringify(incoming.criteria),
      award_results,
      import_source: JSON.stringify(next),
      updated_at: now,
    });
    for (const s of changes) {
      const current = await lockedSimulationBid(trx, row.id, s.id);
      // Only a stopped simulation's inputs change, as PUT /simulation/{id} requires.
      if (!current || current.status !== 'Stopped') continue;
      const values = lotBidValues(incoming, s.lot)!;
      const bid = storedBid(current.bid);
      const change: ReturnType<typeof storedBid> = {};
      if (values.tender_budget !== null) change.tender_budget = values.tender_budget;
      if (values.max_points !== null)
        change.price_score = { ...(bid.price_score ?? { formula: 'proportional' }), max_points: values.max_points };
      await setSimulationBid(trx, s.id, JSON.stringify(mergeBid(bid, change)), now);
    }
    return changes.map((s) => s.id);
  });
}
