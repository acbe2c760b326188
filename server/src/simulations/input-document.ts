/**
 * The engine's input document (docs/engine.md, example in docs/examples/example-tender.json) of a simulation, built from the database: basic data, the
 * agreements in full (those of its centers and of its surrogates' categories), localities with their region and
 * local holidays, centers, category-positions, fixed shifts, hourly tasks, surrogates and other costs.
 * Decode it with `decodeTender` (domain/src/engine) before running it: incomplete basic data fails there.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { categoriesById, fullAgreements } from './agreement-repository';
import { holidaysOf } from './localities';
import { readCategoryPositions } from './position-repository';
import { shiftRows, taskRows } from './work-repository';
import { listSurrogates } from './surrogate-repository';
import { listCosts } from './other-cost-repository';
import { loadSimulationRow, simulationRowOf } from './repository';
import { engineCenters } from './engine-input-repository';
import { localitiesOf } from '../localities/repository';
import { storedBid } from './bid';
import { SMI_FORECAST_SOURCE } from '@licita/domain';

/**
 * Surrogates as the engine reads them: the contract's rows without names of references; the contract social
 * security is itemised by is the engine's `contract_type` (absent: open-ended).
 */
export function engineSurrogates(list: Awaited<ReturnType<typeof listSurrogates>>) {
  return list.map(({ category: _c, agreement: _a, contract_type, possible_retirement: _r, contract_kind, ...su }) => ({
    ...su,
    contract_code: su.contract_code ?? contract_type?.contract_key ?? null,
    ...(contract_kind ? { contract_type: contract_kind } : {}),
  }));
}

/** How a simulation or a previous study prices social security, as the engine reads it: nothing in flat mode (the default). */
export function engineSocialSecurityMode(row: { social_security_mode: string; at_ep_percent: unknown }) {
  return row.social_security_mode === 'itemised'
    ? { social_security_mode: 'itemised' as const, at_ep_percent: row.at_ep_percent === null ? null : Number(row.at_ep_percent) }
    : {};
}

/** The basic data the engine reads of a simulation or a previous study. */
export interface EngineBasicData {
  name: string;
  service_date_init: string | null;
  service_duration: number | null;
  social_security: number | null;
  absenteeism_rate: number | null;
}

export function engineBasicData(row: EngineBasicData): EngineBasicData {
  return {
    name: row.name,
    service_date_init: row.service_date_init,
    service_duration: row.service_duration,
    social_security: row.social_security,
    absenteeism_rate: row.absenteeism_rate,
  };
}

/**
 * The workspace's "SMI previsto" (years without a published SMI) of a tender's simulations, as the engine reads it
 * (`simulation.smi`, docs/engine.md section 8): absent when the workspace set none.
 */
export async function workspaceSmi(
  db: Kysely<Database>,
  projectId: string,
): Promise<{ smi?: Array<{ year: number; annual: number; source: string }> }> {
  const row = await db
    .selectFrom('project as p')
    .innerJoin('workspace as w', 'w.id', 'p.workspace_id')
    .select('w.smi_forecast')
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  const list = Array.isArray(row?.smi_forecast) ? row.smi_forecast : [];
  return list.length
    ? { smi: list.map((f) => ({ year: Number(f.year), annual: Number(f.annual), source: SMI_FORECAST_SOURCE })) }
    : {};
}

/** The agreements (in full) of the surrogates' categories. */
export async function surrogateAgreementIds(
  db: Kysely<Database>,
  list: Awaited<ReturnType<typeof listSurrogates>>,
): Promise<string[]> {
  return [
    ...(
      await categoriesById(
        db,
        list.map((x) => x.category_id),
      )
    ).values(),
  ].map((c) => c.agreement_id);
}

export async function buildInputDocument(db: Kysely<Database>, simulationId: string): Promise<Record<string, unknown>> {
  const s = await loadSimulationRow(db, simulationId);
  const simulation = simulationRowOf(s);
  const centers = await engineCenters(db, simulationId);
  const localities = await localitiesOf(db, [...new Set(centers.map((c) => c.municipality_id))]);
  const surrogates = await listSurrogates(db, simulation);
  const surrogateAgreements = await surrogateAgreementIds(db, surrogates);
  const agreements = await fullAgreements(db, [...centers.map((c) => c.agreement_id), ...surrogateAgreements]);
  const categoryPositions = await readCategoryPositions(db, simulationId);
  const costs = await listCosts(db, simulation);

  return {
    simulation: {
      ...engineBasicData(simulation),
      ...engineSocialSecurityMode(s),
      ...(await workspaceSmi(db, simulation.project_id)),
    },
    // the bid inputs set before the launch (tender budget, offer, other offers, overheads, benefit, VAT)
    parameters: { benefit: 0, substitution_percentage: 100, ...storedBid(s.bid) },
    agreements,
    localities: localities.map((l) => ({
      id: l.id,
      name: l.name,
      region: l.region,
      local_holidays: [...holidaysOf(l.local_holidays)].sort(),
      nuts_code: l.nuts_code,
    })),
    centers,
    category_positions: categoryPositions,
    fixed_work_shifts: (await shiftRows.list(db, simulationId)).map(({ center: _c, position: _p, shifts: _n, ...f }) => f),
    variable_works: (await taskRows.list(db, simulationId)).map(
      ({ center: _c, position: _p, exists_recommended_time_slot: _e, exists_period_with_or_wo_work: _w, ...v }) => v,
    ),
    subrogates: engineSurrogates(surrogates),
    material_costs: costs.map(({ center_name: _n, ...m }) => m),
  };
}
