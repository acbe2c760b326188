import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BasicDataStep } from './BasicDataStep';
import { manyCentersContext, seededContext, SimulationStoryApp } from '../../testing/simulationStories';

const meta: Meta<typeof BasicDataStep> = { title: 'Formulario de simulación/Datos Básicos', component: BasicDataStep };
export default meta;
type Story = StoryObj<typeof BasicDataStep>;

const ctx = seededContext();

export const Filled: Story = {
  name: 'Con centros',
  render: () => (
    <SimulationStoryApp>
      <BasicDataStep ctx={ctx} onSaved={() => undefined} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Descargar plantilla de centros' },
};

export const NoCenters: Story = {
  name: 'Sin centros (Guardar desactivado)',
  render: () => (
    <SimulationStoryApp seed={false}>
      <BasicDataStep
        ctx={{ ...ctx, centers: [], simulation: { ...ctx.simulation, service_date_init: null, service_duration: null } }}
        onSaved={() => undefined}
      />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Para poder guardar, añade al menos un centro pulsando en +.' },
};

export const Invalid: Story = {
  name: 'Datos incompletos',
  render: () => (
    <SimulationStoryApp>
      <BasicDataStep ctx={{ ...ctx, simulation: { ...ctx.simulation, service_duration: null } }} onSaved={() => undefined} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Complete correctamente los datos básicos.' },
};

/** Social security itemised by contract type and year: the AT/EP rate asked, with where to read it. */
export const SocialSecurityItemised: Story = {
  name: 'Seguridad social desglosada',
  render: () => (
    <SimulationStoryApp>
      <BasicDataStep
        ctx={{ ...ctx, simulation: { ...ctx.simulation, social_security_mode: 'itemised', at_ep_percent: 1.5 } }}
        onSaved={() => undefined}
      />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Tipo de AT/EP (%)' },
};

export const ReadOnly: Story = {
  name: 'Solo lectura',
  render: () => (
    <SimulationStoryApp>
      <BasicDataStep ctx={ctx} canEdit={false} onSaved={() => undefined} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Centros' },
};

/** Guardar pressed while the server does not answer (in Storybook the play function presses it). */
export const Saving: Story = {
  name: 'Guardando',
  render: () => (
    <SimulationStoryApp data={(_f, backend) => (backend.latency = Infinity)}>
      <BasicDataStep ctx={ctx} onSaved={() => undefined} />
    </SimulationStoryApp>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
  },
  parameters: { expectText: 'Guardar' },
};

/** A big tender: 500 centers, of which only the rows near the screen are in the page (scrolling renders the rest). */
export const ManyCenters: Story = {
  name: 'Muchos centros (500)',
  render: () => (
    <SimulationStoryApp>
      <BasicDataStep ctx={manyCentersContext(500)} onSaved={() => undefined} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Descargar plantilla de centros' },
};
