import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeMaterialCosts } from '@licita/application/fakes';
import { EMPTY_OTHER_COST, OtherCostModal } from './OtherCostModal';
import { seededContext } from '../../testing/simulationStories';

const meta: Meta<typeof OtherCostModal> = {
  title: 'Formulario de simulación/Modal Añadir otros costes',
  component: OtherCostModal,
};
export default meta;
type Story = StoryObj<typeof OtherCostModal>;

const base = {
  open: true,
  editing: false,
  version: 0,
  centers: seededContext().centers,
  catalogue: fakeMaterialCosts(),
  onSubmit: () => undefined,
  onClose: () => undefined,
};

/** Cleaning products for every center, per month: the cost of a study without centers and of a whole simulation. */
const cleaningProducts = {
  ...EMPTY_OTHER_COST,
  center: '*',
  name: 'Productos de limpieza',
  cost_type: 'MONTHLY_AMOUNT',
  amount: '150',
  months_to_apply: '24',
} as const;

export const Add: Story = {
  name: 'Añadir',
  args: { ...base, seed: EMPTY_OTHER_COST },
  parameters: { expectText: 'Continuar añadiendo otros costes' },
};
export const UnitCost: Story = {
  name: 'Cantidad unitaria por mes (unidades y meses)',
  args: {
    ...base,
    editing: true,
    seed: {
      center: 'c-1',
      name: 'Fregonas',
      cost_type: 'MONTHLY_UNIT_COST',
      amount: '2.5',
      months_to_apply: '24',
      number_of_units: '10',
    },
  },
  parameters: { expectText: 'Número de unidades' },
};
export const Invalid: Story = {
  name: 'Con errores',
  args: {
    ...base,
    seed: EMPTY_OTHER_COST,
    serverErrors: { center_id: 'Centro requerido', name: 'Material requerido', amount: 'Valor requerido' },
  },
  parameters: { expectText: 'Material requerido' },
};
export const Saving: Story = {
  name: 'Guardando',
  args: { ...base, seed: { ...EMPTY_OTHER_COST, center: '*', name: 'Uniformes', amount: '120' }, saving: true },
  parameters: { expectText: 'Añadir otros costes' },
};
export const WithoutCenters: Story = {
  name: 'Sin centros (estudio previo)',
  args: {
    ...base,
    centers: null,
    seed: cleaningProducts,
  },
  parameters: { expectText: 'Meses a aplicar' },
};
export const MonthlyAllCenters: Story = {
  name: 'Por mes, todos los centros (importe para el conjunto)',
  args: {
    ...base,
    editing: true,
    seed: cleaningProducts,
  },
  parameters: { expectText: 'Importe al mes para el conjunto de los centros' },
};
export const PerWorker: Story = {
  name: 'Por trabajador (quién cuenta)',
  args: {
    ...base,
    editing: true,
    seed: { ...EMPTY_OTHER_COST, center: '*', name: 'Vestuario', cost_type: 'AMOUNT_BY_WORKER', amount: '120' },
  },
  parameters: { expectText: 'cuentan los subrogados y las contrataciones nuevas' },
};
