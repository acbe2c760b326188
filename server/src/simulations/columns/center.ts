/**
 * The center's descriptor (./column.ts): every field of the contract's Center and CentersSave rows with its stored
 * columns (table center), its answer and its cells in the Centros sheet — the Formulario's and the centers
 * template's (../spreadsheets.ts).
 */
import type { Insertable, Selectable } from 'kysely';
import type { CenterTable } from '../../db/schema';
import type { Schemas } from '../../contract';
import type { Column, FillsEveryColumn } from './column';
import { regionName, type CenterRow } from '@licita/domain';

/** A stored center with its locality's name and region and its agreement's name (null when not visible). */
export type StoredCenter = Selectable<CenterTable> & {
  municipality_name: string;
  region: string | null;
  agreement_name: string | null;
};
/** The stored columns a center's fields fill. */
export type CenterValues = Omit<Insertable<CenterTable>, 'id' | 'seq' | 'created_at' | 'simulation_id'>;
type CenterColumn = Column<CenterRow, CenterValues, StoredCenter, StoredCenter>;

export const CENTER = {
  id: { read: (c) => c.id },
  // the stored center a saved row updates: the repository matches it, nothing is stored
  center_id: {},
  name: {
    store: (c) => ({ name: c.name }),
    read: (c) => c.name,
    sheet: { columns: [{ key: 'name', header: 'Centro', width: 30 }], write: (c) => ({ name: c.name }) },
  },
  municipality_id: {
    store: (c) => ({ municipality_id: c.municipality_id }),
    read: (c) => c.municipality_id,
    sheet: {
      columns: [
        { key: 'locality', header: 'Localidad', width: 24 },
        { key: 'region', header: 'Comunidad autónoma', width: 26 },
      ],
      write: (c) => ({ locality: c.municipality_name, region: regionName(c.region) ?? '' }),
    },
  },
  municipality_name: { read: (c) => c.municipality_name },
  agreement_id: {
    store: (c) => ({ agreement_id: c.agreement_id }),
    read: (c) => c.agreement_id,
    sheet: {
      columns: [{ key: 'agreement', header: 'Convenio', width: 50 }],
      write: (c) => ({ agreement: c.agreement_name ?? '' }),
    },
  },
  agreement_name: { read: (c) => c.agreement_name ?? '' },
  center_group: {
    store: (c) => ({ center_group: c.center_group }),
    read: (c) => c.center_group,
    sheet: {
      columns: [{ key: 'center_group', header: 'Agrupación', width: 12 }],
      write: (c) => ({ center_group: c.center_group ?? '' }),
    },
  },
  vacation_coverage: {
    store: (c) => ({ vacation_coverage: c.vacation_coverage }),
    read: (c) => Number(c.vacation_coverage),
    sheet: {
      columns: [{ key: 'vacation_coverage', header: 'Cobertura Vac. (%)', width: 18 }],
      write: (c) => ({ vacation_coverage: Number(c.vacation_coverage) }),
    },
  },
} satisfies Record<keyof Schemas['CentersSave']['centers'][number] | keyof Schemas['Center'], CenterColumn>;

// A stored column no field fills fails here.
const fillsEveryColumn: FillsEveryColumn<typeof CENTER, CenterValues> = true;
void fillsEveryColumn;
