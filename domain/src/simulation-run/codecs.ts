/**
 * What the config host answers about a run (openapi/config/simulations.yaml, solutions.yaml): the simulation with
 * the summary of its results, its full results and its events, the launch findings and refusals, the parameters of a solution, its workers and the
 * social security list. The sdk adapters decode every answer with these codecs. Each is the codec generated from the
 * contract (`../generated/config`) under the domain's name, except where a comment says why it is looser.
 */
import * as t from 'io-ts';
import * as Config from '../generated/config';
import { RUN_RECORD_FIELDS } from '../simulation';
import { ImportStatusCodec, type ImportStatusRead } from '../simulation-inputs/codecs';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

export const SimulationEventType = t.keyof({ Info: null, Debug: null, Error: null });
export type SimulationEventType = t.TypeOf<typeof SimulationEventType>;

/** A progress event (Progreso). */
export const SimulationEventCodec = Config.Event;
export type SimulationEvent = t.TypeOf<typeof SimulationEventCodec>;

export const CategoryResultCodec = Config.CategoryResult;
export type CategoryResultRead = t.TypeOf<typeof CategoryResultCodec>;

export const ContractYearCodec = Config.ContractYear;
export type ContractYearRead = t.TypeOf<typeof ContractYearCodec>;

/** Totals with and without VAT and the contract years (docs/budget.md §2). */
export const BudgetCodec = Config.Budget;
export type BudgetRead = t.TypeOf<typeof BudgetCodec>;

/** The offer against the tender budget (docs/budget.md §3). */
export const BidCodec = Config.Bid;
export type BidRead = t.TypeOf<typeof BidCodec>;

/** Why the staffing of a center group and position is what it is: Spanish sentences with their figures. */
export const StaffingExplanationCodec = Config.StaffingExplanation;
export type StaffingExplanationRead = t.TypeOf<typeof StaffingExplanationCodec>;

/** A premise a committee checks (premises.md §1): code, severity, Spanish message and detail. */
export const PremiseCodec = Config.Premise;
export type PremiseRead = t.TypeOf<typeof PremiseCodec>;
export type { PremiseSeverity } from '../engine/premises/types';

/** The `results` of a run: euros over the whole service period, not rounded. */
export const ResultsCodec = Config.Results;
export type Results = t.TypeOf<typeof ResultsCodec>;

/**
 * `GET /simulation/{id}`: the simulation with the summary of its results (the events and the full results are
 * reads of their own). `results` stays unknown here: the contract allows an object or
 * a string holding a quoted object, and one that cannot be read is shown in an alert (see `parseResults`).
 */
export const SimulationRunCodec = t.intersection([
  t.type({
    ...RUN_RECORD_FIELDS,
    data_url: nullable(t.string),
    result_url: nullable(t.string),
    results: t.unknown,
  }),
  // true when an input changed after the solution: the documents still show what the run used
  // the flat social security rate (%) of Datos básicos, which the Costes card names in flat mode
  t.partial({ inputs_changed_since_solution: t.boolean, social_security: nullable(t.number) }),
]);
export type SimulationRun = t.TypeOf<typeof SimulationRunCodec>;

/** The grounds of the offer's justification the preparer writes (LCSP art. 149.4), each a part of the PDF. */
export const JustificationGroundsCodec = Config.JustificationGrounds;
export type JustificationGrounds = t.TypeOf<typeof JustificationGroundsCodec>;

/** Answer of launch and cancel. */
export const SimulationStateCodec = Config.SimulationState;
export type SimulationState = t.TypeOf<typeof SimulationStateCodec>;

/** One entry of `GET /simulation/{id}/validate`: with an error_code (1–9) launch refuses it; null is a warning. */
export const ValidationFindingCodec = Config.ValidationFinding;
export type ValidationFinding = t.TypeOf<typeof ValidationFindingCodec>;
export const SimulationValidationCodec = Config.SimulationValidation;

/** The body of a 460 answer. */
export const LaunchRefusedCodec = Config.LaunchRefused;

/** State of an asynchronous change (parameters, social security): the same answer as a spreadsheet import's status. */
export const TaskStatusCodec = ImportStatusCodec;
export type TaskStatus = ImportStatusRead;

export const DownloadUrlCodec = Config.DownloadUrl;
export type DownloadUrl = t.TypeOf<typeof DownloadUrlCodec>;

/** An other cost as the parameters carry it (`type`, not `cost_type`). */
export const ParameterMaterialCostCodec = Config.ParameterMaterialCost;
export type ParameterMaterialCost = t.TypeOf<typeof ParameterMaterialCostCodec>;

export const SolutionParametersCodec = Config.SolutionParameters;
export type SolutionParameters = t.TypeOf<typeof SolutionParametersCodec>;

/** The body of `PUT /solution/{id}/parameters`. */
export type SolutionParametersUpdate = t.TypeOf<typeof Config.SolutionParametersUpdate>;

export const WorkerKind = t.keyof({ surrogate: null, new: null, substitute: null });
export type WorkerKind = t.TypeOf<typeof WorkerKind>;

/** One worker of the solution (the Plantilla). */
export const SolutionEmployeeCodec = Config.SolutionEmployee;
export type SolutionEmployee = t.TypeOf<typeof SolutionEmployeeCodec>;

/** A new hire of the social security screen. */
export const SocialSecurityEmployeeCodec = Config.SocialSecurityEmployee;
export type SocialSecurityEmployee = t.TypeOf<typeof SocialSecurityEmployeeCodec>;
