/** The simulation's centers: their form, validation and the rows the server stores. */
import * as E from 'fp-ts/lib/Either.js';
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { isBlank, toNumber, type NumberLike } from './values';
import { SIMULATION_DEFAULTS } from './basic-data';
import { err, toEither } from './internal';
import { textCharacterErrors } from '../text-characters';
import type { CenterRead } from './codecs';

export interface CenterForm {
  center_id?: string | null;
  name?: string | null;
  municipality_id?: string | null;
  agreement_id?: string | null;
  center_group?: NumberLike;
  vacation_coverage?: NumberLike;
}

export interface CenterRow {
  center_id: string | null;
  name: string;
  municipality_id: string;
  agreement_id: string;
  center_group: number | null;
  vacation_coverage: number;
}

/** A stored center as the row of a save that keeps it (its id, so its shifts, tasks and surrogates stay with it). */
export function keptCenterRow(c: CenterRead): CenterRow {
  return {
    center_id: c.id,
    name: c.name,
    municipality_id: c.municipality_id,
    agreement_id: c.agreement_id,
    center_group: c.center_group,
    vacation_coverage: c.vacation_coverage,
  };
}

/** Vacation coverage becomes 100 when empty or not a number. */
export function normalizeVacationCoverage(v: NumberLike): number {
  const n = toNumber(v);
  return n === null ? SIMULATION_DEFAULTS.vacation_coverage : n;
}

export function validateCenter(c: CenterForm, prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  if (isBlank(c.name)) out.push(err(`${prefix}name`, M.centerNameRequired));
  if (isBlank(c.municipality_id)) out.push(err(`${prefix}municipality_id`, M.localityRequired));
  if (isBlank(c.agreement_id)) out.push(err(`${prefix}agreement_id`, M.agreementRequired));
  if (!isBlank(c.center_group)) {
    const g = toNumber(c.center_group);
    if (g === null || !Number.isInteger(g) || g < 1) out.push(err(`${prefix}center_group`, M.valueWrong));
  }
  const vc = normalizeVacationCoverage(c.vacation_coverage);
  if (vc < 0 || vc > 100) out.push(err(`${prefix}vacation_coverage`, M.valueWrong));
  out.push(...textCharacterErrors(c, prefix));
  return out;
}

export function validateCenters(rows: readonly CenterForm[]): FieldError[] {
  return rows.flatMap((c, i) => validateCenter(c, `centers[${i}].`));
}

export function checkCenters(rows: readonly CenterForm[]): E.Either<FieldError[], CenterRow[]> {
  return toEither(validateCenters(rows), () =>
    rows.map((c) => ({
      center_id: isBlank(c.center_id) ? null : String(c.center_id),
      name: String(c.name).trim(),
      municipality_id: String(c.municipality_id),
      agreement_id: String(c.agreement_id),
      center_group: isBlank(c.center_group) ? null : toNumber(c.center_group),
      vacation_coverage: normalizeVacationCoverage(c.vacation_coverage),
    })),
  );
}
