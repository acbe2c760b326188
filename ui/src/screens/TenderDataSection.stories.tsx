import type { Meta, StoryObj } from '@storybook/react-vite';
import { TenderDataSection } from './TenderDataSection';

const PROJECT = {
  id: 'p-1',
  uid: 'p-1',
  name: 'Limpieza Hospital',
  simulation_number: 2,
  workspace_id: 'ws-1',
  created_at: '2026-11-02T09:00:00Z',
};

const meta: Meta<typeof TenderDataSection> = {
  title: 'Licitaciones/Datos de la licitación',
  component: TenderDataSection,
  args: { project: PROJECT, canEdit: true },
  parameters: { app: { loggedIn: true } },
};
export default meta;
type Story = StoryObj<typeof TenderDataSection>;

export const Filled: Story = {
  name: 'Con los datos del anuncio',
  args: {
    project: {
      ...PROJECT,
      contracting_authority: 'Servicio Madrileño de Salud',
      file_number: 'EXP-2027/0042',
      lot: '2',
      estimated_value: 1_450_000,
      extension_months: 24,
    },
  },
  parameters: { expectText: '1.450.000,00 €' },
};

export const Empty: Story = { name: 'Sin datos', parameters: { expectText: 'Sin indicar' } };

export const ReadOnly: Story = {
  name: 'Solo lectura',
  args: { canEdit: false },
  parameters: { expectText: 'Datos de la licitación' },
};
