/**
 * The other cost's descriptor (./column.ts): every field of the contract's MaterialCostInput and MaterialCost with
 * its stored column (table simulation_material_cost), its answer and its cells in the Formulario's Otros costes sheet.
 */
import type { Insertable, Selectable } from 'kysely';
import type { SimulationMaterialCostTable } from '../../db/schema';
import type { Schemas } from '../../contract';
import type { Column, FillsEveryColumn } from './column';
import { OTHER_COST_LABELS as L, OTHER_COST_TYPE_LABELS, type MaterialCostValue, PARAMETER_MESSAGES } from '@licita/domain';

/** What the Centro column of Otros costes holds for a cost of every center. */
export const ALL_CENTERS = PARAMETER_MESSAGES.allCenters;

/** A stored cost with the name of its center (null: every center). */
export type CostRow = Selectable<SimulationMaterialCostTable> & { center_name: string | null };
/** The stored columns a cost's fields fill (its id is the payload's or a new one). */
export type CostValues = Omit<
  Insertable<SimulationMaterialCostTable>,
  'id' | 'seq' | 'created_at' | 'simulation_id' | 'previous_study_id'
>;
type CostColumn = Column<MaterialCostValue, CostValues, CostRow, CostRow>;

const blank = <T>(v: T | null | undefined): T | '' => (v === null || v === undefined ? '' : v);

export const OTHER_COST = {
  id: { read: (m) => m.id },
  center_id: {
    store: (m) => ({ center_id: m.center_id }),
    read: (m) => m.center_id,
    sheet: {
      columns: [{ key: 'center', header: L.center_id, width: 24 }],
      write: (m) => ({ center: m.center_id ? (m.center_name ?? '') : ALL_CENTERS }),
    },
  },
  name: {
    store: (m) => ({ name: m.name }),
    read: (m) => m.name,
    sheet: { columns: [{ key: 'name', header: 'Concepto', width: 30 }], write: (m) => ({ name: m.name }) },
  },
  cost_type: {
    store: (m) => ({ cost_type: m.cost_type }),
    read: (m) => m.cost_type,
    sheet: {
      columns: [{ key: 'cost_type', header: 'Tipo', width: 30 }],
      write: (m) => ({ cost_type: OTHER_COST_TYPE_LABELS[m.cost_type] ?? m.cost_type }),
    },
  },
  amount: {
    store: (m) => ({ amount: m.amount }),
    read: (m) => Number(m.amount),
    sheet: { columns: [{ key: 'amount', header: 'Importe', width: 12 }], write: (m) => ({ amount: Number(m.amount) }) },
  },
  months_to_apply: {
    store: (m) => ({ months_to_apply: m.months_to_apply }),
    read: (m) => m.months_to_apply,
    sheet: {
      columns: [{ key: 'months_to_apply', header: L.months_to_apply, width: 16 }],
      write: (m) => ({ months_to_apply: blank(m.months_to_apply) }),
    },
  },
  number_of_units: {
    store: (m) => ({ number_of_units: m.number_of_units }),
    read: (m) => m.number_of_units,
    sheet: {
      columns: [{ key: 'number_of_units', header: L.number_of_units, width: 20 }],
      write: (m) => ({ number_of_units: blank(m.number_of_units) }),
    },
  },
  center_name: { read: (m) => m.center_name ?? null },
} satisfies Record<keyof Schemas['MaterialCostInput'] | keyof Schemas['MaterialCost'], CostColumn>;

// A stored column no field fills fails here.
const fillsEveryColumn: FillsEveryColumn<typeof OTHER_COST, CostValues> = true;
void fillsEveryColumn;
