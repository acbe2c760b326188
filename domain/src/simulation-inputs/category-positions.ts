/** The positions of each agreement category, and the center/position preselection of the shift and task modals. */
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { isBlank } from './values';
import { err } from './internal';

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
