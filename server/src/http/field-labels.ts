/**
 * The Spanish label a person reads for each property of the contract's request bodies and parameters: the same
 * words as the screen's field, so a refused value is named as the user knows it ("Presupuesto base de licitación",
 * not `tender_budget`). The response keeps the property path in `field` for programs. A property's `title` in the
 * contract names it first (the place to label a new property); then this table; a property in neither is named by
 * its property name.
 */
import { HOSTS, loadContract } from '@licita/openapi';
import {
  AGREEMENT_LABELS,
  TERRITORY_LABELS,
  RESULT_LABELS,
  PARAMETER_LABELS,
  PREVIOUS_STUDY_MESSAGES,
  BASIC_DATA_LABELS,
  WORKSPACE_LABEL,
} from '@licita/domain';

interface SchemaNode {
  title?: string;
  properties?: Record<string, SchemaNode>;
}

/** The `title` of every property of the contract's component schemas, by property name. */
function contractTitles(): Record<string, string> {
  // Read on the first refusal, not when the server starts.
  const titles: Record<string, string> = {};
  for (const host of HOSTS) {
    for (const schema of Object.values((loadContract(host).components.schemas ?? {}) as Record<string, SchemaNode>)) {
      for (const [name, property] of Object.entries(schema.properties ?? {})) if (property.title) titles[name] = property.title;
    }
  }
  return titles;
}

/**
 * Labels of properties with no `title` in the contract (a titled property is named by its title only). A key
 * `parent.name` names a property inside that parent only, where its bare name means something else elsewhere.
 */
const TABLE: Record<string, string> = {
  'source.url': TERRITORY_LABELS.sourceUrl,
  absenteeism_rate: 'Absentismo (%)',
  agreement_base_id: 'Convenio base',
  agreement_id: 'Convenio',
  amount: 'Importe',
  annual_increments: 'Incrementos anuales',
  benefit: 'Beneficio (%)',
  categories: 'Categorías',
  category_id: 'Categoría',
  center_group: 'Agrupación de centros',
  center_name: 'Centro',
  centers: 'Centros',
  consecutive_rest_days: AGREEMENT_LABELS.consecutiveRestDays,
  cost_type: 'Tipo de coste',
  creation_year: 'Año de creación',
  date_end: 'Fecha de fin',
  date_init: 'Fecha de inicio',
  day: 'Día',
  days: 'Días',
  device: 'Dispositivo',
  disabled: 'Discapacidad',
  email: 'Correo electrónico',
  employees: 'Empleados',
  end_year: AGREEMENT_LABELS.endYear,
  expires: 'Caducidad',
  filename: 'Nombre del fichero',
  first_surname: 'Primer apellido',
  fixed_annual: 'Cantidad anual',
  fixed_pluses: 'Pluses fijos',
  free_day_available: 'Día libre disponible',
  free_days: 'Días libres',
  from_month: 'Desde',
  holidays: 'Festivos',
  hours: 'Horas',
  id: 'Identificador',
  increment: 'Incremento',
  is_admin: 'Administrador',
  limit: 'Límite',
  local_holidays: 'Festivos locales',
  material_costs: 'Costes materiales',
  max_hour: 'Horas máximas',
  max_percent: 'Porcentaje máximo',
  max_percent_date: 'Fecha del porcentaje máximo',
  max_sections_planned_day: 'Tramos máximos por día',
  max_seniority: 'Antigüedad máxima',
  mime_type: 'Tipo de fichero',
  minutes: 'Minutos',
  municipality_id: 'Localidad',
  name: 'Nombre',
  new_agreement: 'Nuevo convenio',
  new_simulation: 'Nueva simulación',
  offer_price: 'Precio ofertado',
  offset: 'Desde la fila',
  old_password: 'Contraseña actual',
  origin_agreement: 'Convenio de origen',
  origin_simulation: 'Simulación de origen',
  other_offers: 'Otras ofertas',
  overheads: PARAMETER_LABELS.overheads,
  password: 'Contraseña',
  percent_over_salary: 'Porcentaje sobre el salario',
  period: 'Periodo',
  period_type: 'Tipo de periodo',
  pluses_by_schedule: 'Pluses por horario',
  pluses_by_weekday: 'Pluses por día de la semana',
  positions: 'Puestos',
  price_day: 'Valor por día',
  price_day_worked: 'Valor por día trabajado',
  price_month_worked: 'Valor por mes trabajado',
  price_year_worked: 'Valor por año trabajado',
  professional_category: 'Categoría profesional',
  project_id: 'Licitación',
  projectId: 'Licitación',
  q: 'Buscar',
  region: 'Comunidad autónoma',
  rest_hours_between_shifts: 'Horas de descanso entre turnos',
  role_id: 'Rol',
  search: 'Buscar',
  search_string: 'Buscar',
  second_surname: 'Segundo apellido',
  seniority_bonus: 'Antigüedad',
  seniority_bonuses: 'Antigüedad',
  service_date_init: BASIC_DATA_LABELS.service_date_init,
  service_duration: 'Duración (meses)',
  shifts: 'Turnos',
  simulation_uid: 'Simulación',
  social_security: 'Seguridad social',
  social_security_activate: 'Seguridad social',
  start_id_project: 'Licitación de partida',
  start_year: AGREEMENT_LABELS.startYear,
  substitution_percentage: PREVIOUS_STUDY_MESSAGES.substitution,
  tender_budget: RESULT_LABELS.tenderBudget,
  time_limits: 'Límites de jornada',
  time_period: 'Periodo',
  token: 'Código',
  type: 'Tipo',
  until_month: 'Hasta',
  vacation_coverage: 'Cobertura de vacaciones',
  vat: 'IVA (%)',
  workspace_id: WORKSPACE_LABEL,
  year: 'Año',
};

let labels: Record<string, string> | undefined;
/** A property's label: its title in the contract, else the table's, else its name. */
const label = (name: string) => (labels ??= { ...TABLE, ...contractTitles() })[name] ?? name;

/**
 * How a person reads a property path such as `centers[2].name` or `other_offers[1]`: the last property's label,
 * quoted, with the list and row it sits in (rows counted from 1, as on screen):
 * `«Nombre» (Centros, fila 3)`, `«Otras ofertas» (fila 2)`.
 */
export function fieldLabel(path: string): string {
  const parts = [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
  const lastName = [...parts].reverse().find((p): p is string => typeof p === 'string');
  if (lastName === undefined) return path;
  const at = parts.lastIndexOf(lastName);
  const parent = at > 0 ? parts[at - 1] : undefined;
  const own = typeof parent === 'string' ? (labels ??= { ...TABLE, ...contractTitles() })[`${parent}.${lastName}`] : undefined;
  const named = `«${own ?? label(lastName)}»`;
  // The innermost row, and the list it belongs to when the property is inside a row of it.
  const lastIndex = parts.map((p) => typeof p === 'number').lastIndexOf(true);
  if (lastIndex < 0) return named;
  const row = (parts[lastIndex] as number) + 1;
  const list = parts[lastIndex - 1];
  const inside = lastIndex < parts.length - 1 && typeof list === 'string';
  return inside ? `${named} (${label(list)}, fila ${row})` : `${named} (fila ${row})`;
}
