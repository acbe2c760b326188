import type { Meta, StoryObj } from '@storybook/react-vite';
import { TenderCard } from './TenderCard';
import { LONG_NAME } from '../testing/data';

const meta: Meta<typeof TenderCard> = {
  title: 'Componentes/Tarjeta de licitación',
  component: TenderCard,
  args: {
    project: {
      id: 'p-1',
      uid: 'p-1',
      name: 'Limpieza del hospital comarcal',
      simulation_number: 3,
      workspace_id: 'ws-demo',
      created_at: '2025-03-01T09:00:00.000Z',
    },
    canEdit: true,
    canDelete: true,
    onOpen: () => undefined,
    onEdit: () => undefined,
    onDelete: () => undefined,
  },
  render: (args) => (
    <ul className="grid max-w-sm p-6">
      <TenderCard {...args} />
    </ul>
  ),
};
export default meta;
type Story = StoryObj<typeof TenderCard>;

export const Editable: Story = { name: 'Editable', parameters: { expectText: '3 simulaciones' } };
export const ReadOnly: Story = {
  name: 'Solo lectura',
  args: { canEdit: false, canDelete: false },
  parameters: { expectText: 'Limpieza del hospital comarcal' },
};
export const LongTitle: Story = {
  name: 'Título de más de 120 caracteres',
  args: {
    project: {
      id: 'p-2',
      uid: 'p-2',
      name: LONG_NAME,
      simulation_number: 1,
      workspace_id: 'ws-demo',
      created_at: '2025-03-01T09:00:00.000Z',
    },
  },
  parameters: { expectText: '1 simulación' },
};
