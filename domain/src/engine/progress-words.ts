/**
 * The engine's progress events (Progreso and the workbook's Eventos sheet) in a preparer's words: Spanish numbers
 * ("113,00 h", "71.800,43 €") and dates ("01/01/2027"), proper plurals ("1 turno, 2 tareas"), and what the engine
 * did instead of how ("plantilla óptima demostrada", "a menos de un 0,5 % del mínimo posible").
 */
import { formatNumber } from '../number-format.js';
import type { GroupSolveInfo } from './types.js';

/** The titles of the engine's progress events, which the runs fake (application) shows too. */
export const PROGRESS_TITLES = {
  data: 'Datos',
  loaded: 'Datos cargados',
  calendar: 'Calendario',
  workload: 'Carga de trabajo',
  uncovered: 'Demanda sin cubrir',
  validation: 'Validación del cuadrante',
  staff: 'Plantilla',
  costs: 'Costes',
  end: 'Fin',
} as const;

/** The validation event's description when the roster breaks no rule. */
export const ROSTER_VALID = 'El cuadrante cumple todas las restricciones del convenio';

/** "1 turno", "2 turnos": the count and the noun in its number. */
export const countOf = (n: number, one: string, many: string) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

export const hoursText = (h: number) => `${formatNumber(h, 2)} h`;
export const eurosText = (v: number) => `${formatNumber(v, 2)} €`;
const seconds = (s: number) => `${formatNumber(s, 2)} s`;

/** "2027-01-01" → "01/01/2027" (other text is returned as it is). */
export function dateText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

export function loadedText(c: {
  centers: number;
  shifts: number;
  tasks: number;
  surrogates: number;
  otherCosts: number;
}): string {
  return [
    countOf(c.centers, 'centro', 'centros'),
    countOf(c.shifts, 'turno', 'turnos'),
    countOf(c.tasks, 'tarea', 'tareas'),
    countOf(c.surrogates, 'subrogado/a', 'subrogados/as'),
    countOf(c.otherCosts, 'otro coste', 'otros costes'),
  ].join(', ');
}

export const calendarText = (days: number, start: string, months: number) =>
  `${countOf(days, 'día', 'días')} de servicio desde el ${dateText(start)} (${countOf(months, 'mes', 'meses')})`;

export const workloadText = (weeklyHours: number, totalHours: number) =>
  `${hoursText(weeklyHours)} semanales, ${hoursText(totalHours)} en todo el servicio`;

/**
 * How close a staffing is to the fewest new-hire hours any valid roster needs: proved optimal by the solver, equal
 * to that minimum, or within a percentage of it (rounded up to a tenth, so "a menos de" stays true).
 */
export function closenessText(newHireMinutes: number, minimumMinutes: number, provedOptimal: boolean): string {
  if (provedOptimal) return 'plantilla óptima demostrada';
  if (newHireMinutes <= minimumMinutes + 1e-6) return 'plantilla óptima: no se puede contratar menos';
  if (minimumMinutes <= 1e-6) return 'plantilla sin mínimo conocido con el que compararla';
  const gap = Math.ceil(((newHireMinutes - minimumMinutes) / minimumMinutes) * 1000) / 10;
  return `plantilla a menos de un ${formatNumber(Math.max(gap, 0.1), 1)} % del mínimo posible`;
}

/** The Debug line of one center group's roster. */
export function groupText(g: GroupSolveInfo): string {
  const newHours = g.newHireMinutes / 60;
  const minimum = g.blockLowerBoundNewMinutes / 60;
  return `${countOf(g.workers, 'trabajador/a', 'trabajadores/as')}; ${closenessText(g.newHireMinutes, g.blockLowerBoundNewMinutes, g.method === 'milp' && g.optimal)}; nuevas contrataciones ${hoursText(newHours)} semanales (mínimo posible ${hoursText(minimum)}); calculado en ${seconds(g.seconds)}`;
}

/**
 * The Plantilla entry: how good the staffing is over all groups, and the people in the words of the results'
 * cards ("2 subrogados/as, 2 nuevas contrataciones con turno fijo y 1 persona para sustituciones").
 */
export function staffText(
  groups: readonly GroupSolveInfo[],
  people: { surrogates: number; newHires: number; substitutes: number },
): string {
  const proved = groups.filter((g) => g.method === 'milp' && g.optimal).length;
  const newMin = groups.reduce((a, g) => a + g.newHireMinutes, 0);
  const minimum = groups.reduce((a, g) => a + g.blockLowerBoundNewMinutes, 0);
  const quality =
    groups.length === 0
      ? 'sin demanda que cubrir'
      : proved === groups.length
        ? groups.length === 1
          ? 'plantilla óptima demostrada'
          : `plantilla óptima demostrada en las ${formatNumber(groups.length, 0)} agrupaciones`
        : closenessText(newMin, minimum, false);
  const who = [
    countOf(people.surrogates, 'subrogado/a', 'subrogados/as'),
    `${countOf(people.newHires, 'nueva contratación', 'nuevas contrataciones')} con turno fijo`,
  ];
  const list =
    people.substitutes > 0
      ? `${who.join(', ')} y ${countOf(people.substitutes, 'persona', 'personas')} para sustituciones`
      : who.join(' y ');
  return `${quality.charAt(0).toUpperCase()}${quality.slice(1)}: ${list}`;
}

export const costsText = (wages: number, socialSecurity: number, total: number) =>
  `Salarial ${eurosText(wages)}, seguridad social ${eurosText(socialSecurity)}, coste total ${eurosText(total)}`;

export const finishedText = (ok: boolean, secs: number) =>
  ok ? `Simulación resuelta en ${seconds(secs)}` : `Simulación con error: no se pudo cubrir ninguna demanda (${seconds(secs)})`;

/**
 * The Calidad entry: the new hires' FTE against the fewest any valid roster needs (the block bound), and the cost
 * against the cost at that minimum. `ratio` is newFte / minimumFte (null when the minimum is 0 and there are hires).
 */
export function qualityText(newFte: number, minimumFte: number, ratio: number | null, costGap: number): string {
  const fte = (v: number) => `${formatNumber(v, 2)} ETC`;
  const staffing =
    ratio === null
      ? `Nuevas contrataciones ${fte(newFte)}`
      : ratio <= 1 + 1e-9
        ? `Nuevas contrataciones ${fte(newFte)}: el mínimo posible`
        : `Nuevas contrataciones ${fte(newFte)}, a menos de un ${formatNumber(Math.max(Math.ceil((ratio - 1) * 1000) / 10, 0.1), 1)} % del mínimo posible (${fte(minimumFte)})`;
  const cost =
    costGap <= 1e-9
      ? 'el coste es el mínimo posible'
      : `el coste queda a menos de un ${formatNumber(Math.max(Math.ceil(costGap * 1000) / 10, 0.1), 1)} % del mínimo posible`;
  return `${staffing}; ${cost}`;
}
