import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimulationPageView, SimulationScreen } from './SimulationScreen';
import { ERROR_ID, RUNNING_ID, RunStoryApp, SOLVED_ID, WithPage } from '../../testing/runStories';
import { PROJECT_ID } from '../../testing/data';
import { serverFailure } from '../../testing/fakeApp';

const meta: Meta<typeof SimulationScreen> = {
  title: 'Simulación/Página',
  component: SimulationScreen,
  // The fake backend holds one simulation in each state: Controls switches between them.
  args: { projectId: PROJECT_ID, simulationId: SOLVED_ID },
  argTypes: { simulationId: { control: 'select', options: [SOLVED_ID, RUNNING_ID, ERROR_ID] } },
};
export default meta;
type Story = StoryObj<typeof SimulationScreen>;

export const Solved: Story = {
  name: 'Resuelta',
  args: { simulationId: SOLVED_ID },
  render: (args) => (
    <RunStoryApp>
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Coste Total' },
};

export const SolvedPhone: Story = {
  ...Solved,
  name: 'Resuelta, en el móvil (390)',
  globals: { viewport: { value: 'movil', isRotated: false } },
};

export const Running: Story = {
  name: 'En curso',
  args: { simulationId: RUNNING_ID },
  render: (args) => (
    <RunStoryApp>
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Tiempo transcurrido' },
};

export const Failed: Story = {
  name: 'Con errores',
  args: { simulationId: ERROR_ID },
  render: (args) => (
    <RunStoryApp>
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Demanda sin cubrir' },
};

export const Updating: Story = {
  name: 'Actualizando (parámetros en recálculo)',
  render: () => (
    <RunStoryApp>
      <WithPage id={SOLVED_ID}>{(p) => <SimulationPageView page={p} updating />}</WithPage>
    </RunStoryApp>
  ),
  parameters: { expectText: 'Actualizando simulación' },
};

export const UpdatingAfterReload: Story = {
  name: 'Actualizando tras recargar la página (cambio de parámetros pendiente)',
  args: { simulationId: SOLVED_ID },
  render: (args) => (
    <RunStoryApp data={(runs) => (runs.parameterChange.script = [{ status: 'PENDING', info_message: null }])}>
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Actualizando simulación' },
};

export const SolvedWithRoster: Story = {
  name: 'Resuelta, con el cuadrante semanal',
  args: { simulationId: SOLVED_ID },
  render: (args) => (
    <RunStoryApp>
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Horas cubiertas' },
};

export const Unparsable: Story = {
  name: 'Resultados ilegibles',
  args: { simulationId: SOLVED_ID },
  render: (args) => (
    <RunStoryApp data={(runs) => (runs.run(SOLVED_ID).results = "{'total_cost': 'sin calcular', categorias: }")}>
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'No se han podido leer los resultados de la simulación' },
};

export const WithFormulario: Story = {
  name: 'Resuelta, con el botón del Formulario (se genera al pedirlo)',
  args: { simulationId: SOLVED_ID },
  render: (args) => (
    <RunStoryApp>
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Descargar formulario (Excel)' },
};

export const ReadOnly: Story = {
  name: 'Lector (sin Modificar parámetros)',
  args: { simulationId: SOLVED_ID },
  render: (args) => (
    <RunStoryApp options={{ role: 'lector' }}>
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Descargar solución' },
};

export const Loading: Story = {
  name: 'Cargando',
  args: { simulationId: SOLVED_ID },
  render: (args) => (
    <RunStoryApp data={(_r, _i, backend) => (backend.latency = Infinity)}>
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'Cargando simulación…' },
};

/** The simulation cannot be read: 'No se ha podido cargar la simulación', and the server's message in the snackbar. */
export const LoadFailed: Story = {
  name: 'Error al cargar',
  render: (args) => (
    <RunStoryApp
      data={(runs) => {
        runs.gateway.get = (id) => serverFailure(`/api/simulation/${id}`);
      }}
    >
      <SimulationScreen {...args} />
    </RunStoryApp>
  ),
  parameters: { expectText: 'No se ha podido cargar la simulación' },
};

export const InputsChanged: Story = {
  name: 'Datos cambiados después de la solución',
  render: () => (
    <RunStoryApp>
      <WithPage id={SOLVED_ID}>
        {(p) => <SimulationPageView page={{ ...p, simulation: { ...p.simulation, inputs_changed_since_solution: true } }} />}
      </WithPage>
    </RunStoryApp>
  ),
  parameters: { expectText: 'Los datos de entrada han cambiado desde que se calculó esta solución' },
};
