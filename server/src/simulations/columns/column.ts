/**
 * One descriptor per input entity of a simulation (./shift.ts, ./task.ts, ./center.ts, ./surrogate.ts,
 * ./other-cost.ts): for each field of the contract, the table columns it is stored in, how GET answers it from the
 * stored row, and its cells in the entity's Formulario sheet. Insert, read and the workbook's export and import are
 * derived from the descriptor by the functions below; the entity's repository (../<entity>-repository.ts, or
 * ../work-repository.ts for shifts and tasks) owns the SQL. A descriptor is declared
 * `satisfies Record<keyof Input | keyof Read, Column<…>>`, so a contract field it leaves out fails to compile.
 */
import type { CellValue, SheetColumn, SheetProblems, SheetRow } from '../sheets';
import type { FileNames } from '../formulario-names';

/** A row of a Formulario sheet being read, with the problems list and the file's names of centers and positions. */
export interface SheetContext {
  r: SheetRow;
  p: SheetProblems;
  names: FileNames;
}

/** The client ids of ranges a payload may carry (kept on save). */
export type GivenIds =
  | {
      shift_times?: readonly { id?: string | null }[];
      periods_without_work?: readonly { id?: string | null }[];
      periods_with_work?: readonly { id?: string | null }[];
    }
  | null
  | undefined;

/** A field's cells in its entity's Formulario sheet. */
export interface FieldCells<Read> {
  /** The sheet's columns of the field, in order; the header is the field's label. */
  columns: readonly SheetColumn[];
  /** The cells of a stored entity, as GET answers it. */
  write: (read: Read) => Record<string, CellValue>;
  /** The form's value of the field from the row's cells; a bad cell is added to the problems. */
  parse?: (cx: SheetContext) => unknown;
}

/**
 * One field of the contract. `Checked` is the entity as its domain check gives it, `Values` the table's stored
 * columns, `Row` the stored row as read (with the names joined), `Read` the contract's answer.
 */
export interface Column<Checked, Values, Row, Read> {
  /** The stored columns the field fills; none: it is derived from others or ignored. */
  store?: (checked: Checked, given: GivenIds) => Partial<Values>;
  /** The field as GET answers it; none: the contract does not answer it. */
  read?: (row: Row) => unknown;
  /** Its cells in the Formulario; none: the workbook does not hold it. */
  sheet?: FieldCells<Read>;
}

type AnyColumn = Column<never, object, never, never>;
type Descriptor = Record<string, AnyColumn>;
type StoreOf<C> = C extends { store: (...args: never[]) => infer V } ? V : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The stored columns a descriptor fills (the intersection of its fields' `store` results). */
export type StoredBy<D> = UnionToIntersection<{ [K in keyof D]: StoreOf<D[K]> }[keyof D]>;
/** True when the descriptor fills every column of `Values` (a column no field fills makes it false). */
export type FillsEveryColumn<D, Values> = [Exclude<keyof Values, keyof StoredBy<D>>] extends [never] ? true : false;

/** The answer GET gives, from the descriptor's `read`s. */
export type ReadBy<D> = {
  [K in keyof D as D[K] extends { read: unknown } ? K : never]: D[K] extends { read: (row: never) => infer V } ? V : never;
};

/** The stored columns of a checked entity. */
export function storedValues<D extends Descriptor, Checked, Values>(d: D, checked: Checked, given?: GivenIds): Values {
  const values = {};
  for (const c of Object.values(d) as Column<Checked, Values, unknown, unknown>[])
    if (c.store) Object.assign(values, c.store(checked, given));
  return values as Values;
}

/** The contract's answer for a stored row. */
export function readValues<D extends Descriptor, Row>(d: D, row: Row): ReadBy<D> {
  const out: Record<string, unknown> = {};
  for (const [field, c] of Object.entries(d) as [string, Column<unknown, unknown, Row, unknown>][])
    if (c.read) out[field] = c.read(row);
  return out as ReadBy<D>;
}

/** The Formulario sheet's columns, in the descriptor's order. */
export function sheetColumns(d: Descriptor): SheetColumn[] {
  return Object.values(d).flatMap((c) => [...(c.sheet?.columns ?? [])]);
}

/** The cells of one entity's row in its Formulario sheet. */
export function sheetCells<Read>(d: Descriptor, read: Read): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {};
  for (const c of Object.values(d) as Column<unknown, unknown, unknown, Read>[])
    if (c.sheet) Object.assign(cells, c.sheet.write(read));
  return cells;
}

/** The form of one Formulario row, to be checked by the entity's domain rule. */
export function sheetForm(d: Descriptor, cx: SheetContext): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [field, c] of Object.entries(d)) if (c.sheet?.parse) form[field] = c.sheet.parse(cx);
  return form;
}
