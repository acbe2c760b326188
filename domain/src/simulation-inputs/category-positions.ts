/** The positions of each agreement category, and the center/position preselection of the shift and task modals. */
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { isBlank } from './values';
import { err } from './internal';
import { formatNumber } from '../number-format';

export const MAX_POSITIONS_PER_CATEGORY = 5;
export const ANY_POSITION_NAME = 'cualquiera';

export interface CategoryPositionsForm {
  disabled: boolean;
  categories: ReadonlyArray<{ id: string; name?: string; positions: ReadonlyArray<{ id: string; name?: string }> }>;
}

export function validateCategoryPositions(form: CategoryPositionsForm): FieldError[] {
  const out: FieldError[] = [];
  if (form.disabled) return out;
  if (form.categories.some((c) => c.positions.length === 0)) out.push(err('categories', M.categoriesWithoutPositions));
  form.categories.forEach((c, i) => {
    if (c.positions.length > MAX_POSITIONS_PER_CATEGORY) out.push(err(`categories[${i}].positions`, M.tooManyPositions));
    const ids = c.positions.map((p) => p.id);
    if (new Set(ids).size !== ids.length) out.push(err(`categories[${i}].positions`, M.valueWrong));
  });
  return out;
}

/** Center and position are chosen for the user when only one exists. */
export function autoSelect<T extends { id: string }>(current: string | null | undefined, options: readonly T[]): string | null {
  if (!isBlank(current)) return String(current);
  return options.length === 1 ? options[0].id : null;
}

/**
 * The form's rows on load: a category without a position gets its own name as main position, so no position is
 * shared by categories unless the user chooses it (typing one name for all of them is how a wrong, cheaper category
 * ends up staffing the work).
 */
export function prefillMainPositions<T extends { name: string; positions: readonly string[] }>(rows: readonly T[]): T[] {
  return rows.map((r) => (r.positions.length ? r : { ...r, positions: [r.name] }));
}

/** Salaries of the categories able to fill one position may differ by this much before launch warns. */
export const SALARY_SPREAD_LIMIT = 0.15;

export interface PositionCandidates {
  position: string;
  categories: ReadonlyArray<{ name: string; salary_year: number }>;
}

/**
 * A warning per position (used by a shift or task) that categories whose yearly salaries differ by more than
 * SALARY_SPREAD_LIMIT can fill: the engine staffs it with the cheapest, which may not be the intended trade.
 */
export function salarySpreadWarnings(positions: readonly PositionCandidates[]): string[] {
  const money = (n: number) => `${formatNumber(n)} €`;
  return positions.flatMap(({ position, categories }) => {
    if (categories.length < 2) return [];
    const sorted = [...categories].sort((a, b) => a.salary_year - b.salary_year || a.name.localeCompare(b.name, 'es'));
    const cheapest = sorted[0]!;
    const dearest = sorted[sorted.length - 1]!;
    if (!(cheapest.salary_year > 0) || dearest.salary_year <= cheapest.salary_year * (1 + SALARY_SPREAD_LIMIT)) return [];
    return [
      `El puesto ${position} lo pueden cubrir ${categories.length} categorías con salarios que difieren más de un ${SALARY_SPREAD_LIMIT * 100} % ` +
        `(de ${cheapest.name}, ${money(cheapest.salary_year)}, a ${dearest.name}, ${money(dearest.salary_year)}): ` +
        `el cálculo contratará la más barata, ${cheapest.name}. Revisa Categorías-Puestos si no es lo que quieres.`,
    ];
  });
}
