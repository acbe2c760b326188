// Generated from openapi/config/*.yaml by sdk/scripts/generate.ts. Do not edit.

/** The messages of `LaunchRefused.error_code`, by value. */
export const LaunchRefusedErrorCodeMessages = {
  1: "Hay subrogados sin centro",
  2: "Hay turnos fijos sin centro o puesto",
  3: "Hay tareas variables sin centro o puesto",
  4: "No hay ningún centro creado",
  5: "No hay ninguna tarea creada",
  6: "Los convenios seleccionados no tienen categorías",
  7: "Has superado el límite de uso: contacta con soporte para ampliar tu plan",
  8: "Falta la fecha de inicio",
  9: "Falta la duración del servicio: rellénala y guarda",
} as const;

/** The labels (`title`) of `AfterValidity`'s properties. */
export const AfterValidityTitles = {
  percent: "Porcentaje anual",
} as const;

/** The labels (`title`) of `AgreementCategoryInput`'s properties. */
export const AgreementCategoryInputTitles = {
  base_salary_year: "Salario base anual",
} as const;

/** The labels (`title`) of `AgreementSave`'s properties. */
export const AgreementSaveTitles = {
  holiday_work_compensation: "Compensación de festivos trabajados",
  scope: "Ámbito territorial",
  regcon_code: "Código REGCON",
  source: "Fuente",
  after_validity: "Después de la vigencia",
} as const;

/** The labels (`title`) of `AgreementSource`'s properties. */
export const AgreementSourceTitles = {
  bulletin: "Boletín",
  date: "Fecha",
} as const;

/** The labels (`title`) of `BidInputsUpdate`'s properties. */
export const BidInputsUpdateTitles = {
  technical_points: "Puntos técnicos",
  competitors: "Competidores",
} as const;

/** The labels (`title`) of `CategorySeniorityBonus`'s properties. */
export const CategorySeniorityBonusTitles = {
  period_bonus: "Cada N años",
} as const;

/** The labels (`title`) of `ComparisonRequest`'s properties. */
export const ComparisonRequestTitles = {
  items: "Comparados",
} as const;

/** The labels (`title`) of `Competitor`'s properties. */
export const CompetitorTitles = {
  price: "Precio sin IVA",
  technical_points: "Puntos técnicos",
} as const;

/** The labels (`title`) of `FixedWorkShiftInput`'s properties. */
export const FixedWorkShiftInputTitles = {
  center_id: "Centro",
  position_id: "Puesto",
  number_of_workers: "Número de trabajadores",
  shift_type: "Tipo de turno",
  shift_times: "Horario del turno",
  weekdays_working: "Días laborables",
  work_in_holidays: "Trabajo en festivos",
  weekday_work_in_holidays: "Festivos en los días seleccionados",
  exists_period_without_work: "Periodos sin trabajo",
  periods_without_work: "Periodos sin trabajo",
} as const;

/** The labels (`title`) of `JustificationGrounds`'s properties. */
export const JustificationGroundsTitles = {
  method_savings: "Ahorro que permite el método de prestación del servicio",
  technical_solutions: "Soluciones técnicas adoptadas",
  favourable_conditions: "Condiciones excepcionalmente favorables",
  originality: "Originalidad de los servicios",
  obligations: "Cumplimiento de obligaciones medioambientales, sociales y laborales, y subcontratación",
  state_aid: "Posible obtención de ayudas de Estado",
} as const;

/** The labels (`title`) of `MarketAwards`'s properties. */
export const MarketAwardsTitles = {
  lots: "Lotes adjudicados",
  excluded_unit_price: "Adjudicados a precio unitario",
  single_bidder_share: "Lotes con un solo licitador",
  bidders: "Licitadores por lote",
  discount_percent: "Baja de adjudicación (%)",
  below_discount_share: "Ganados con una baja menor que la nuestra",
  abnormal_lots_judged: "Lotes que permiten el cálculo del art. 85",
  abnormal_share: "Adjudicados en presunción de anormalidad (art. 85 RGLCAP)",
  discount_bins: "Bajas de adjudicación",
  winners: "Adjudicatarios más frecuentes",
} as const;

/** The labels (`title`) of `MaterialCostInput`'s properties. */
export const MaterialCostInputTitles = {
  months_to_apply: "Meses a aplicar",
  number_of_units: "Número de unidades",
  center_id: "Centro",
} as const;

/** The labels (`title`) of `PlacspImportRequest`'s properties. */
export const PlacspImportRequestTitles = {
  upload_id: "Archivo del anuncio",
  xml: "Archivo del anuncio",
  url: "Dirección del anuncio",
  entry_index: "Anuncio",
  lots: "Lotes",
} as const;

/** The labels (`title`) of `PlacspRefreshRequest`'s properties. */
export const PlacspRefreshRequestTitles = {
  upload_id: "Archivo del anuncio",
  xml: "Archivo del anuncio",
  update_simulations: "Actualizar las simulaciones de cada lote",
} as const;

/** The labels (`title`) of `PlacspRefreshSource`'s properties. */
export const PlacspRefreshSourceTitles = {
  upload_id: "Archivo del anuncio",
  xml: "Archivo del anuncio",
} as const;

/** The labels (`title`) of `PlacspSource`'s properties. */
export const PlacspSourceTitles = {
  upload_id: "Archivo del anuncio",
  xml: "Archivo del anuncio",
  url: "Dirección del anuncio",
} as const;

/** The labels (`title`) of `PlusBySchedule`'s properties. */
export const PlusByScheduleTitles = {
  time_init: "Hora de inicio",
  time_end: "Hora de fin",
  price_hour: "Valor por hora",
} as const;

/** The labels (`title`) of `PreviousStudyUpdate`'s properties. */
export const PreviousStudyUpdateTitles = {
  social_security_mode: "Cálculo de la seguridad social",
  at_ep_percent: "Tipo de AT/EP (%)",
} as const;

/** The labels (`title`) of `PriceScore`'s properties. */
export const PriceScoreTitles = {
  max_points: "Puntos de la oferta económica",
  formula: "Fórmula",
  satiety_discount_percent: "Umbral de saciedad (%)",
  exponent: "Exponente",
} as const;

/** The labels (`title`) of `SimulationUpdate`'s properties. */
export const SimulationUpdateTitles = {
  social_security_mode: "Cálculo de la seguridad social",
  at_ep_percent: "Tipo de AT/EP (%)",
} as const;

/** The labels (`title`) of `SolutionParametersUpdate`'s properties. */
export const SolutionParametersUpdateTitles = {
  technical_points: "Puntos técnicos",
  competitors: "Competidores",
  social_security_mode: "Cálculo de la seguridad social",
  at_ep_percent: "Tipo de AT/EP (%)",
} as const;

/** The labels (`title`) of `SubrogateInput`'s properties. */
export const SubrogateInputTitles = {
  organization_unit: "Unidad organizativa",
  working_day: "Jornada",
  value_metric_working_day: "Unidad de la jornada",
  contract_type_id: "Tipo de contrato",
  salary_year: "Salario anual pactado",
  annual_bonuses: "Pluses anuales",
  beginning_year: "Fecha de antigüedad",
  contract_code: "Código de contrato",
  contract_kind: "Contrato a efectos de cotización",
} as const;

/** The labels (`title`) of `VariableWorkInput`'s properties. */
export const VariableWorkInputTitles = {
  center_id: "Centro",
  position_id: "Puesto",
  work_in_holidays: "Trabajo en festivos",
  weekday_work_in_holidays: "Festivos en los días seleccionados",
  weekdays: "Días de la semana",
  work_time: "Tiempo de la tarea (hh:mm)",
  frequency: "Tipo de frecuencia",
  periods_without_work: "Periodos sin trabajo",
  periods_with_work: "Periodos con tarea",
  recommended_time_slot: "Franja horaria recomendada",
  fill_complete_time_slot: "Cubrir presencialidad en todo el tramo horario",
} as const;
