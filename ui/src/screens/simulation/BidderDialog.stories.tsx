import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_WORKSPACE } from '@licita/application/fakes';
import { BidderDialog } from './BidderDialog';
import { RunStoryApp } from '../../testing/runStories';

const noop = () => undefined;

const meta: Meta<typeof BidderDialog> = {
  title: 'Simulación/Datos del licitador',
  component: BidderDialog,
  args: {
    open: true,
    workspaceId: DEMO_WORKSPACE.id,
    workspaceName: DEMO_WORKSPACE.name,
    canEdit: true,
    onDownload: noop,
    onClose: noop,
  },
  render: (args) => (
    <RunStoryApp>
      <BidderDialog {...args} />
    </RunStoryApp>
  ),
};
export default meta;
type Story = StoryObj<typeof BidderDialog>;

export const AsksTheCompany: Story = {
  name: 'Administrador: pide razón social y NIF',
  parameters: { expectText: 'Guardar y descargar' },
};

export const TellsWhoFills: Story = {
  name: 'Sin permiso: dice quién puede rellenarlos',
  args: { canEdit: false },
  parameters: { expectText: 'Solo un administrador del espacio de trabajo «Demo»' },
};
