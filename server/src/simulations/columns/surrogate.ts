/**
 * The surrogate's descriptor (./column.ts): every field of the contract's SubrogateInput and Subrogate with its
 * stored column (table subrogate) and its cells in the Subrogados sheet — the Formulario's and the surrogates
 * template's (../spreadsheets.ts); a previous study's sheet has no center columns (STUDY_SURROGATE_COLUMNS).
 */
import type { Insertable } from 'kysely';
import type { SurrogateTable } from '../../db/schema';
import type { Schemas } from '../../contract';
import { sheetColumns, type Column, type FillsEveryColumn } from './column';
import { foldName, SURROGATE_LABELS as L, WORKING_DAY_UNIT_LABELS, type Surrogate } from '@licita/domain';

type ContractKind = Schemas['ContractKind'];

/** A surrogate as the contract answers it, with the name of its center. */
export type SurrogateSheetRow = Schemas['Subrogate'] & { center_name: string };
/** The stored columns a surrogate's fields fill (the rest are its id, order and owner). */
export type SurrogateValues = Omit<
  Insertable<SurrogateTable>,
  'id' | 'seq' | 'created_at' | 'simulation_id' | 'previous_study_id'
>;
type SurrogateColumn = Column<Surrogate, SurrogateValues, never, SurrogateSheetRow>;

const blank = <T>(v: T | null | undefined): T | '' => (v === null || v === undefined ? '' : v);
const cell = (key: string, header: string, width: number, write: (s: SurrogateSheetRow) => unknown) => ({
  columns: [{ key, header, width }],
  write: (s: SurrogateSheetRow) => ({ [key]: write(s) as never }),
});

/** The contract a surrogate contributes by, as its cell says it (docs/social-security.md). */
export const CONTRACT_KIND_CELLS: Record<ContractKind, string> = { indefinido: 'Indefinido', temporal: 'Temporal' };

/**
 * The contract of a cell: empty is open-ended (null), as is a file written before the column existed; undefined
 * for any other text than the two names (in any case, with or without accents).
 */
export function contractKindOfCell(text: string): ContractKind | null | undefined {
  if (!text) return null;
  const kinds = Object.keys(CONTRACT_KIND_CELLS) as ContractKind[];
  return kinds.find((k) => foldName(CONTRACT_KIND_CELLS[k]) === foldName(text));
}

// The answer's fields with no store are read by the repository (./surrogate-repository.ts), which joins them.
export const SURROGATE = {
  id: {},
  name: { store: (s) => ({ name: s.name }), sheet: cell('name', 'Nombre', 24, (s) => blank(s.name)) },
  organization_unit: {
    store: (s) => ({ organization_unit: s.organization_unit }),
    sheet: cell('organization_unit', L.organization_unit, 20, (s) => blank(s.organization_unit)),
  },
  center_id: { store: (s) => ({ center_id: s.center_id }), sheet: cell('center', 'Centro', 24, (s) => s.center_name) },
  center_group: {
    store: (s) => ({ center_group: s.center_group }),
    sheet: cell('center_group', 'Agrupación', 12, (s) => blank(s.center_group)),
  },
  category_id: {
    store: (s) => ({ category_id: s.category_id }),
    sheet: {
      columns: [
        { key: 'agreement', header: 'Convenio', width: 40 },
        { key: 'category', header: 'Categoría', width: 28 },
      ],
      write: (s) => ({ agreement: s.agreement.name, category: s.category.name }),
    },
  },
  category: {},
  agreement: {},
  working_day: {
    store: (s) => ({ working_day: s.working_day }),
    sheet: cell('working_day', L.working_day, 10, (s) => s.working_day),
  },
  value_metric_working_day: {
    store: (s) => ({ value_metric_working_day: s.value_metric_working_day }),
    sheet: cell('unit', 'Unidad de jornada', 20, (s) => WORKING_DAY_UNIT_LABELS[s.value_metric_working_day]),
  },
  working_day_fixed: {},
  contract_type_id: {
    store: (s) => ({ contract_type_id: s.contract_type_id }),
    sheet: cell('contract', L.contract_type_id, 16, (s) => s.contract_type?.contract_key ?? ''),
  },
  contract_type: {},
  salary_year: {
    store: (s) => ({ salary_year: s.salary_year }),
    sheet: cell('salary_year', L.salary_year, 20, (s) => blank(s.salary_year)),
  },
  annual_bonuses: {
    store: (s) => ({ annual_bonuses: s.annual_bonuses }),
    sheet: cell('annual_bonuses', L.annual_bonuses, 16, (s) => blank(s.annual_bonuses)),
  },
  beginning_year: {
    store: (s) => ({ beginning_year: s.beginning_year }),
    sheet: cell('beginning_year', L.beginning_year, 20, (s) =>
      s.beginning_year ? new Date(`${s.beginning_year}T00:00:00Z`) : '',
    ),
  },
  contract_code: { store: (s) => ({ contract_code: s.contract_code }) },
  contract_kind: {
    store: (s) => ({ contract_kind: s.contract_kind ?? null }),
    sheet: {
      columns: [{ key: 'contract_kind', header: L.contract_kind, width: 18, optional: true }],
      // not chosen stays empty (open-ended), so a file read back stores what was stored
      write: (s) => ({ contract_kind: s.contract_kind ? CONTRACT_KIND_CELLS[s.contract_kind] : '' }),
    },
  },
  possible_retirement: {},
} satisfies Record<keyof Schemas['SubrogateInput'] | keyof Schemas['Subrogate'], SurrogateColumn>;

// A stored column no field fills fails here.
const fillsEveryColumn: FillsEveryColumn<typeof SURROGATE, SurrogateValues> = true;
void fillsEveryColumn;

/** The Subrogados sheet's columns: a simulation's, and a previous study's (no centers). */
export const SURROGATE_COLUMNS = sheetColumns(SURROGATE);
export const STUDY_SURROGATE_COLUMNS = SURROGATE_COLUMNS.filter((c) => c.key !== 'center' && c.key !== 'center_group');
