import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialSecurityScreen } from './SocialSecurityScreen';
import { RunStoryApp, SOLVED_ID } from '../../testing/runStories';
import { PROJECT_ID } from '../../testing/data';

const meta: Meta<typeof SocialSecurityScreen> = {
  title: 'Simulación/Bonificación de la seguridad social',
  component: SocialSecurityScreen,
  args: { projectId: PROJECT_ID, simulationId: SOLVED_ID },
};
export default meta;
type Story = StoryObj<typeof SocialSecurityScreen>;

export const Default: Story = {
  name: 'Nuevas contrataciones',
  render: (args) => (
    <RunStoryApp>
      <SocialSecurityScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Descontar SS' },
};

export const Marked: Story = {
  name: 'Con un contrato de discapacidad',
  render: (args) => (
    <RunStoryApp
      data={(runs) => {
        const r = runs.run(SOLVED_ID);
        r.workers = r.workers!.map((w) =>
          w.id === 'w-3' ? { ...w, social_security_activate: true, social_security: w.social_security - 4500 } : w,
        );
      }}
    >
      <SocialSecurityScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Descontada' },
};

export const Empty: Story = {
  name: 'Sin nuevas contrataciones',
  render: (args) => (
    <RunStoryApp
      data={(runs) => {
        const r = runs.run(SOLVED_ID);
        r.workers = r.workers!.filter((w) => w.kind !== 'new');
      }}
    >
      <SocialSecurityScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'No existen datos para mostrar' },
};

export const ReadOnly: Story = {
  name: 'Lector (solo lectura)',
  render: (args) => (
    <RunStoryApp options={{ role: 'lector' }}>
      <SocialSecurityScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Coste seguridad social' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: (args) => (
    <RunStoryApp data={(_r, _i, backend) => (backend.latency = Infinity)}>
      <SocialSecurityScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Cargando empleados…' },
};
