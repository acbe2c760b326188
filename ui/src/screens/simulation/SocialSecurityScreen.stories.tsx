import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialSecurityScreen } from './SocialSecurityScreen';
import { RunStoryApp, SOLVED_ID } from '../../testing/runStories';
import { PROJECT_ID } from '../../testing/data';

const meta: Meta<typeof SocialSecurityScreen> = { title: 'Simulación/Bonificación de la seguridad social', component: SocialSecurityScreen };
export default meta;
type Story = StoryObj<typeof SocialSecurityScreen>;

const screen = <SocialSecurityScreen projectId={PROJECT_ID} simulationId={SOLVED_ID} />;

export const Default: Story = {
  name: 'Nuevas contrataciones',
  render: () => <RunStoryApp>{screen}</RunStoryApp>,
  parameters: { expectText: 'Descontar SS' },
};

export const Marked: Story = {
  name: 'Con un contrato de discapacidad',
  render: () => (
    <RunStoryApp
      data={(runs) => {
        const r = runs.run(SOLVED_ID);
        r.workers = r.workers!.map((w) => (w.id === 'w-3' ? { ...w, social_security_activate: true, social_security: w.social_security - 4500 } : w));
      }}
    >
      {screen}
    </RunStoryApp>
  ),
  parameters: { expectText: 'Descontada' },
};

export const Empty: Story = {
  name: 'Sin nuevas contrataciones',
  render: () => (
    <RunStoryApp
      data={(runs) => {
        const r = runs.run(SOLVED_ID);
        r.workers = r.workers!.filter((w) => w.kind !== 'new');
      }}
    >
      {screen}
    </RunStoryApp>
  ),
  parameters: { expectText: 'No existen datos para mostrar' },
};

export const ReadOnly: Story = {
  name: 'Lector (solo lectura)',
  render: () => <RunStoryApp options={{ role: 'lector' }}>{screen}</RunStoryApp>,
  parameters: { expectText: 'Coste seguridad social' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => <RunStoryApp data={(_r, _i, backend) => (backend.latency = Infinity)}>{screen}</RunStoryApp>,
  parameters: { expectText: 'Cargando empleados…' },
};
