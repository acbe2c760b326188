/**
 * What the config host answers about a run (openapi/config/simulations.yaml, solutions.yaml): the simulation with
 * its results and events, the launch findings and refusals, the parameters of a solution, its workers and the
 * social security list. The sdk adapters decode every answer with these codecs, so a contract drift fails there.
 */
import * as t from 'io-ts';
import { Status } from '../simulation';
import { CostType } from '../material-costs';
import { ImportStatusCodec, type ImportStatusRead } from '../simulation-inputs/codecs';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

export const SimulationEventType = t.keyof({ Info: null, Debug: null, Error: null });
export type SimulationEventType = t.TypeOf<typeof SimulationEventType>;

/** A progress event (Progreso). */
export const SimulationEventCodec = t.type({
  id: t.string,
  created: t.string,
  title: t.string,
  description: t.string,
  type_info: SimulationEventType,
  group: nullable(t.string),
});
export type SimulationEvent = t.TypeOf<typeof SimulationEventCodec>;

export const CategoryResultCodec = t.type({
  count_new: t.number,
  count_sub: t.number,
  fte_new: t.number,
  fte_sub: t.number,
  hours: t.number,
  wage_costs: t.number,
  ss_costs: t.number,
});
export type CategoryResultRead = t.TypeOf<typeof CategoryResultCodec>;

export const ContractYearCodec = t.type({
  from: t.string,
  to: t.string,
  wages: t.number,
  social_security: t.number,
  absenteeism: t.number,
  materials: t.number,
  overheads: t.number,
  benefit: t.number,
  total_without_vat: t.number,
  vat_amount: t.number,
  total_with_vat: t.number,
});
export type ContractYearRead = t.TypeOf<typeof ContractYearCodec>;

/** Totals with and without VAT and the contract years (docs/budget.md §2). */
export const BudgetCodec = t.type({
  total_without_vat: t.number,
  vat_rate: t.number,
  vat_amount: t.number,
  total_with_vat: t.number,
  price_per_hour: t.number,
  years: t.array(ContractYearCodec),
});
export type BudgetRead = t.TypeOf<typeof BudgetCodec>;

/** The offer against the tender budget (docs/budget.md §3). */
export const BidCodec = t.type({
  tender_budget: t.number,
  offer_without_vat: t.number,
  offer_with_vat: t.number,
  discount_percent: t.number,
  below_cost: t.boolean,
  margin: t.number,
  abnormal: t.type({
    offers_considered: t.number,
    mean_discount_percent: t.number,
    threshold_discount_percent: t.number,
    threshold_price: t.number,
    ours_abnormal: t.boolean,
    abnormal_offers: t.array(t.number),
  }),
});
export type BidRead = t.TypeOf<typeof BidCodec>;

/** Why the staffing of a center group and position is what it is: Spanish sentences with their figures. */
export const StaffingExplanationCodec = t.type({
  center_group: t.string,
  position_id: nullable(t.string),
  position: nullable(t.string),
  items: t.array(
    t.type({
      code: t.string,
      rules: t.array(t.string),
      message: t.string,
      numbers: t.record(t.string, t.number),
      worker: nullable(t.string),
    }),
  ),
});
export type StaffingExplanationRead = t.TypeOf<typeof StaffingExplanationCodec>;

/** The `results` of a run (engine.md §5): euros over the whole service period, not rounded. */
export const ResultsCodec = t.intersection([
  t.type({
    categories: t.record(t.string, CategoryResultCodec),
    hiring_costs: t.number,
    absenteeism_cost: t.number,
    material_costs: t.number,
    social_security: t.number,
    benefit: t.number,
    total_cost: t.number,
  }),
  t.partial({
    demand: t.array(t.type({ center_id: t.string, center: t.string, position_id: t.string, position: t.string, weekly_hours: t.number, total_hours: t.number })),
    idle_surrogate_hours: t.type({ total: t.number, by_surrogate: t.array(t.type({ id: t.string, name: nullable(t.string), hours: t.number })) }),
    bounds: t.array(
      t.intersection([
        t.type({ center_group: t.string, position_id: t.string, position: t.string, lb_fte: t.number, fte_new: t.number, ratio: nullable(t.number) }),
        t.partial({ block_lb_fte: t.number, block_ratio: nullable(t.number) }),
      ]),
    ),
    lower_bound_cost: nullable(t.number),
    cost_gap: nullable(t.number),
    block_lower_bound_cost: nullable(t.number),
    block_cost_gap: nullable(t.number),
    uncovered_hours: t.number,
    explanations: t.array(StaffingExplanationCodec),
    overheads_cost: t.number,
    budget: BudgetCodec,
    bid: BidCodec,
  }),
]);
export type Results = t.TypeOf<typeof ResultsCodec>;

/**
 * `GET /simulation/{id}`: the simulation with its events. `results` stays unknown here: the contract allows an object or
 * a string holding a quoted object, and one that cannot be read is shown in an alert (see `parseResults`).
 */
export const SimulationRunCodec = t.type({
  id: t.string,
  uid: t.string,
  name: t.string,
  project_id: t.string,
  status: Status,
  started: nullable(t.string),
  finished: nullable(t.string),
  createdAt: t.string,
  updatedAt: t.string,
  data_url: nullable(t.string),
  result_url: nullable(t.string),
  results: t.unknown,
  events: t.array(SimulationEventCodec),
});
export type SimulationRun = t.TypeOf<typeof SimulationRunCodec>;

/** Answer of launch and cancel. */
export const SimulationStateCodec = t.type({ id: t.string, status: Status });
export type SimulationState = t.TypeOf<typeof SimulationStateCodec>;

/** One entry of `GET /simulation/{id}/validate`: with an error_code (1–9) launch refuses it; null is a warning. */
export const ValidationFindingCodec = t.intersection([
  t.type({ message: t.string, error_code: nullable(t.number) }),
  t.partial({ section: t.string }),
]);
export type ValidationFinding = t.TypeOf<typeof ValidationFindingCodec>;
export const SimulationValidationCodec = t.type({ errors: t.array(ValidationFindingCodec) });

/** The body of a 460 answer. */
export const LaunchRefusedCodec = t.type({ message: t.string, error_code: t.number });

/** State of an asynchronous change (parameters, social security): the same answer as a spreadsheet import's status. */
export const TaskStatusCodec = ImportStatusCodec;
export type TaskStatus = ImportStatusRead;

export const DownloadUrlCodec = t.intersection([t.type({ download_url: t.string }), t.partial({ filename: t.string, expires_at: t.string })]);
export type DownloadUrl = t.TypeOf<typeof DownloadUrlCodec>;

/** An other cost as the parameters carry it (`type`, not `cost_type`). */
export const ParameterMaterialCostCodec = t.intersection([
  t.type({
    id: t.string,
    center_id: nullable(t.string),
    name: t.string,
    type: CostType,
    amount: t.number,
    number_of_units: nullable(t.number),
    months_to_apply: nullable(t.number),
  }),
  t.partial({ center_name: nullable(t.string) }),
]);
export type ParameterMaterialCost = t.TypeOf<typeof ParameterMaterialCostCodec>;

export const SolutionParametersCodec = t.intersection([
  t.type({
    absenteeism_rate: t.number,
    benefit: t.number,
    material_costs: t.array(ParameterMaterialCostCodec),
  }),
  // overheads, VAT and the offer (docs/budget.md); absent from answers of servers before them
  t.partial({
    overheads: t.number,
    vat: t.number,
    tender_budget: nullable(t.number),
    offer_price: nullable(t.number),
    other_offers: t.array(t.number),
  }),
]);
export type SolutionParameters = t.TypeOf<typeof SolutionParametersCodec>;

/** The body of `PUT /solution/{id}/parameters`. */
export interface SolutionParametersUpdate {
  absenteeism_rate: number;
  benefit: number;
  overheads?: number;
  vat?: number;
  tender_budget?: number | null;
  offer_price?: number | null;
  other_offers?: number[];
  material_costs: Array<{ id: string; amount: number; number_of_units: number | null; months_to_apply: number | null }>;
}

export const WorkerKind = t.keyof({ surrogate: null, new: null, substitute: null });
export type WorkerKind = t.TypeOf<typeof WorkerKind>;

/** One worker of the solution (the Plantilla). */
export const SolutionEmployeeCodec = t.type({
  id: t.string,
  name: t.string,
  kind: WorkerKind,
  category: t.string,
  centers: t.array(t.string),
  weekly_hours: t.number,
  fte: t.number,
  seniority_date: nullable(t.string),
  salary: t.number,
  pluses: t.number,
  social_security: t.number,
  social_security_activate: t.boolean,
  total_cost: t.number,
});
export type SolutionEmployee = t.TypeOf<typeof SolutionEmployeeCodec>;

/** A new hire of the social security screen. */
export const SocialSecurityEmployeeCodec = t.type({
  id: t.string,
  name: t.string,
  centers: t.array(t.string),
  weekly_hours: t.number,
  salary: t.number,
  social_security: t.number,
  social_security_activate: t.boolean,
});
export type SocialSecurityEmployee = t.TypeOf<typeof SocialSecurityEmployeeCodec>;
