/**
 * The engine's input document of a previous study (`PreviousStudyDocument`), built from the
 * database: basic data, the agreements in full of its surrogates' categories, its surrogates and other costs.
 * Like a simulation's (../simulations/input-document.ts), minus centers and workload.
 */
import { storedBid, type BidParameterChange } from '../simulations/bid';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fullAgreements } from '../simulations/agreement-repository';
import {
  engineBasicData,
  engineSocialSecurityMode,
  engineSurrogates,
  surrogateAgreementIds,
  workspaceSmi,
  type EngineBasicData,
} from '../simulations/input-document';
import { listSurrogates } from '../simulations/surrogate-repository';
import { listCosts } from '../simulations/other-cost-repository';
import { readPreviousStudy, studyBid } from './repository';

/** What the engine reads, plus nothing else: stored beside the result so parameter changes can cost it again. */
export interface PreviousStudyDocument {
  previous_study: EngineBasicData & {
    substitution_percentage: number | null;
    /** itemised mode only (absent: flat, the default) */
    social_security_mode?: 'itemised';
    at_ep_percent?: number | null;
    /** the workspace's SMI previsto (absent when none) */
    smi?: Array<{ year: number; annual: number; source: string }>;
  };
  parameters: { benefit: number; substitution_percentage: number | null } & BidParameterChange;
  agreements: unknown[];
  subrogates: Array<Record<string, unknown> & { id: string; beginning_year: string | null }>;
  material_costs: Array<{
    id: string;
    name: string;
    cost_type: string;
    amount: number;
    months_to_apply: number | null;
    number_of_units: number | null;
    center_id: null;
  }>;
}

export async function buildPreviousStudyDocument(db: Kysely<Database>, studyId: string): Promise<PreviousStudyDocument> {
  const study = await readPreviousStudy(db, studyId);
  if (!study) throw new Error(`previous study ${studyId} not found`);
  const surrogates = await listSurrogates(db, study);
  const costs = await listCosts(db, study);
  const bid = await studyBid(db, studyId);
  return {
    previous_study: {
      ...engineBasicData(study),
      ...engineSocialSecurityMode(study),
      substitution_percentage: study.substitution_percentage,
      ...(await workspaceSmi(db, study.project_id)),
    },
    // the bid inputs set before the launch (tender budget, offer, other offers, overheads, benefit, VAT)
    parameters: { benefit: 0, substitution_percentage: study.substitution_percentage, ...(storedBid(bid) as BidParameterChange) },
    agreements: await fullAgreements(db, await surrogateAgreementIds(db, surrogates)),
    subrogates: engineSurrogates(surrogates).map((s) => ({ ...s, center_id: null, center_group: null })),
    material_costs: costs.map(({ center_name: _n, ...m }) => ({ ...m, center_id: null })),
  };
}
