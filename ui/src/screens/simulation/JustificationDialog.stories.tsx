import type { Meta, StoryObj } from '@storybook/react-vite';
import { JustificationDialog } from './JustificationDialog';
import { RunStoryApp, SOLVED_ID } from '../../testing/runStories';

const GROUND =
  'La empresa dispone de maquinaria propia amortizada en el hospital, lo que ahorra el alquiler que el pliego estima en 1.200 € al mes.';

const meta: Meta<typeof JustificationDialog> = {
  title: 'Simulación/Fundamentos de la justificación',
  component: JustificationDialog,
  args: { open: true, simulationId: SOLVED_ID, canEdit: true, onClose: () => undefined },
  render: (args) => (
    <RunStoryApp data={(runs) => runs.grounds.set(SOLVED_ID, { method_savings: GROUND })}>
      <JustificationDialog {...args} />
    </RunStoryApp>
  ),
};
export default meta;
type Story = StoryObj<typeof JustificationDialog>;

export const Written: Story = { name: 'Con un fundamento escrito', parameters: { expectText: GROUND } };

export const ReadOnly: Story = { name: 'Solo lectura', args: { canEdit: false }, parameters: { expectText: 'Cerrar' } };

export const Empty: Story = {
  name: 'Sin fundamentos',
  render: (args) => (
    <RunStoryApp>
      <JustificationDialog {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Soluciones técnicas adoptadas' },
};
