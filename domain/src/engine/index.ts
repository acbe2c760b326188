/** Public API of the simulation engine (docs/engine.md). Pure: no I/O, no clock, no solver binding. */
export { decodeTender, decodePreviousStudy, formatErrors } from './decode-document.js';
export {
  TenderDocument,
  PreviousStudyDocument,
  WEEKDAYS,
  type TenderDocumentT,
  type PreviousStudyDocumentT,
  type AgreementT,
  type CategoryT,
  type CenterT,
  type LocalityT,
  type FixedWorkShiftT,
  type VariableWorkT,
  type SurrogateT,
  type MaterialCostT,
  type ParametersT,
  MAX_OTHER_OFFERS,
  MIN_PRICE,
  MAX_PRICE,
  MAX_COMPETITOR_NAME,
  type HolidayWorkCompensationT,
} from './codecs.js';
export {
  contractYears,
  abnormalCheck,
  isAdmittedOffer,
  abnormalThreshold,
  discountPercent,
  bidOf,
  budgetOf,
  budgetFromTotals,
  bidParametersOf,
  type BidInputs,
  type Budget,
  type Bid,
  type AbnormalCheck,
  type ContractYearCost,
  type BidParameters,
} from './budget.js';
export { SOCIAL_SECURITY_LINES, withSocialSecurity, type SocialSecurityLines } from './social-security-items.js';
export {
  serviceDays,
  serviceMonthStarts,
  holidayCalendar,
  publicHolidays,
  timeToMinutes,
  minutesToTime,
  rangeMinutes,
  type DayInfo,
  type HolidayCalendar,
} from './calendar.js';
export {
  buildCalendar,
  buildDemand,
  missingHolidayWarnings,
  runningDays,
  groupOfCenter,
  type Demand,
  type DemandSummaryRow,
  type TenderCalendar,
} from './demand.js';
export { buildModel, agreementLimits, vacationFraction, validationInput, canFill, type TenderModel } from './model.js';
export {
  solveRoster,
  lowerBoundNewMinutes,
  blockLowerBoundNewMinutes,
  EngineAbortedError,
  type RosterCostHints,
  type SolveOptions,
  type SurrogateInput,
} from './solver/index.js';
export { validateRoster, weekViolations, type RosterToValidate, type WeekRule, type WeekViolation } from './validator.js';
export {
  explainStaffing,
  hoursEs,
  type StaffingExplanation,
  type ExplanationItem,
  type ExplanationCode,
  type ExplanationRule,
  type ExplainInput,
} from './explain.js';
export {
  incrementFactor,
  annualHours,
  effectiveHoursFromWeek,
  statesAnnualHours,
  HOLIDAYS_PER_YEAR,
  completedYears,
  seniorityAnnual,
} from './wage-rules.js';
export {
  conventionalBase,
  conventionalOf,
  type ConventionalBase,
  type ConventionalCategory,
  type ConventionalCategoryBase,
  type ConventionalResults,
} from './conventional.js';
export { aggregateResults, materialCost, perWorkerHeads } from './aggregate-results.js';
export {
  costWorkers,
  type SimulationResults,
  type BudgetCovers,
  type CategoryResult,
  type WorkerCost,
  type SmiTopup,
  type CostParams,
  type MaterialItemCost,
} from './costs.js';
export { simulate } from './simulate.js';
export { costParamsOf, recost, type RecostParameters } from './recost.js';
export { pickBid, type BidInputsT, type LooseBid } from './bid-shape.js';
export { DEFAULT_DISABILITY_DISCOUNT_YEAR, disabilityDiscount, markDisability } from './disability-discount.js';
export {
  InvalidDocumentError,
  type EngineOptions,
  type SimulationOutput,
  type RosterWorkerOut,
  type RosterAssignmentOut,
} from './simulation-output.js';
export {
  bidScore,
  scoreBid,
  scoredBudgetFromTotals,
  competitorsOf,
  competitorName,
  scoreParametersOf,
  bidInputsOf,
  missingScoreNumber,
  OUR_OFFER_NAME,
  type BidScore,
  type ScoredOffer,
  type CurvePoint,
  type Competitor,
  type PriceScoreRule,
  type ScoreFormula,
  type ScoreInputs,
} from './price-score.js';
export { previousStudy, type PreviousStudyOutput } from './previous-study.js';
export type { MilpModel, MilpVariable, MilpConstraint, MilpResult, MilpStatus, MilpSolverPort } from './solver-port.js';
export type {
  EngineEvent,
  EventType,
  EventSink,
  Job,
  Segment,
  OccurrenceEntry,
  Roster,
  RosterWorker,
  Assignment,
  GroupSolveInfo,
  ValidationInput,
  WorkerLimits,
} from './types.js';
export { PROGRESS_TITLES, ROSTER_VALID, eurosText } from './progress-words.js';
export {
  PUBLISHED_SMI,
  SMI_FORECAST_SOURCE,
  smiOfYear,
  smiComplement,
  type SmiYear,
  type SmiForecast,
  type SmiOfYear,
  type SmiBasis,
} from './minimum-wage.js';
export {
  premisesOf,
  withPremises,
  keptPremises,
  smiPremises,
  smiSourceText,
  offerPremises,
  budgetPremises,
  COST_PREMISE_CODES,
  SMI_TOPUP_LINE,
  type Premise,
  type PremiseCode,
  type PremiseSeverity,
} from './premises/index.js';
