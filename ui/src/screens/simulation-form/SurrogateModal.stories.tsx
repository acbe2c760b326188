import type { Meta, StoryObj } from '@storybook/react-vite';
import { of } from 'rxjs';
import { FAKE_CONTRACT_TYPES } from '@licita/application/fakes';
import { EMPTY_SURROGATE, SurrogateModal } from './SurrogateModal';
import { seededContext } from '../../testing/simulationStories';

const meta: Meta<typeof SurrogateModal> = { title: 'Formulario de simulación/Modal Subrogado', component: SurrogateModal };
export default meta;
type Story = StoryObj<typeof SurrogateModal>;

const ctx = seededContext();
const base = {
  open: true,
  editing: false,
  version: 0,
  centers: ctx.centers,
  agreements: ctx.agreements,
  contractTypes: FAKE_CONTRACT_TYPES,
  categories: () =>
    of([
      { id: 'cat-limp', name: 'Limpiador/a' },
      { id: 'cat-esp', name: 'Especialista' },
    ]),
  onSubmit: () => undefined,
  onClose: () => undefined,
};
const filled = {
  ...EMPTY_SURROGATE,
  name: 'María López',
  agreement_id: 'agr-avila',
  category_id: 'cat-limp',
  working_day: '30',
  contract_type_id: 'ct-100',
  beginning_year: '2010-03-01',
};

export const Add: Story = {
  name: 'Añadir',
  args: { ...base, seed: { ...EMPTY_SURROGATE, agreement_id: 'agr-avila' } },
  parameters: { expectText: 'Continuar añadiendo subrogados' },
};
export const Edit: Story = {
  name: 'Editar',
  args: { ...base, editing: true, seed: filled },
  parameters: { expectText: 'Editar subrogado' },
};
/** A fixed-term surrogate: its social security pays the fixed-term unemployment rate. */
export const FixedTerm: Story = {
  name: 'Contrato temporal',
  args: { ...base, editing: true, seed: { ...filled, contract_kind: 'temporal' } },
  parameters: { expectText: 'Contrato a efectos de cotización' },
};
export const Retirement: Story = {
  name: 'Posible jubilación',
  args: {
    ...base,
    editing: true,
    seed: { ...filled, beginning_year: '1985-06-01' },
    service: { service_date_init: '2025-01-01', service_duration: 24 },
  },
  parameters: { expectText: 'Posible jubilación' },
};
export const Invalid: Story = {
  name: 'Con errores',
  args: { ...base, seed: EMPTY_SURROGATE, serverErrors: { category_id: 'Categoría requerida', working_day: 'Valor requerido' } },
  parameters: { expectText: 'Categoría requerida' },
};
export const Saving: Story = {
  name: 'Guardando',
  args: { ...base, seed: filled, saving: true },
  parameters: { expectText: 'Añadir subrogado' },
};
export const WithoutCenters: Story = {
  name: 'Sin centros (estudio previo)',
  args: { ...base, centers: null, seed: { ...EMPTY_SURROGATE, agreement_id: 'agr-avila' } },
  parameters: { expectText: 'Continuar añadiendo subrogados' },
};
