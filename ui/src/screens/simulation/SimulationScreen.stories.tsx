import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimulationPageView, SimulationScreen } from './SimulationScreen';
import { ERROR_ID, RUNNING_ID, RunStoryApp, SOLVED_ID, WithPage } from '../../testing/runStories';
import { PROJECT_ID } from '../../testing/data';

const meta: Meta<typeof SimulationScreen> = { title: 'Simulación/Página', component: SimulationScreen };
export default meta;
type Story = StoryObj<typeof SimulationScreen>;

const page = (id: string) => <SimulationScreen projectId={PROJECT_ID} simulationId={id} />;

export const Solved: Story = {
  name: 'Resuelta',
  render: () => <RunStoryApp>{page(SOLVED_ID)}</RunStoryApp>,
  parameters: { expectText: 'Coste Total' },
};

export const Running: Story = {
  name: 'En curso',
  render: () => <RunStoryApp>{page(RUNNING_ID)}</RunStoryApp>,
  parameters: { expectText: 'Tiempo transcurrido' },
};

export const Failed: Story = {
  name: 'Con errores',
  render: () => <RunStoryApp>{page(ERROR_ID)}</RunStoryApp>,
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
  render: () => (
    <RunStoryApp data={(runs) => (runs.parametersScript = [{ status: 'PENDING', info_message: null }])}>{page(SOLVED_ID)}</RunStoryApp>
  ),
  parameters: { expectText: 'Actualizando simulación' },
};

export const SolvedWithRoster: Story = {
  name: 'Resuelta, con el cuadrante semanal',
  render: () => <RunStoryApp>{page(SOLVED_ID)}</RunStoryApp>,
  parameters: { expectText: 'Horas cubiertas' },
};

export const Unparsable: Story = {
  name: 'Resultados ilegibles',
  render: () => <RunStoryApp data={(runs) => (runs.run(SOLVED_ID).results = "{'total_cost': 'sin calcular', categorias: }")}>{page(SOLVED_ID)}</RunStoryApp>,
  parameters: { expectText: 'No se han podido leer los resultados de la simulación' },
};

export const WithFormulario: Story = {
  name: 'Resuelta, con fichero Formulario',
  render: () => <RunStoryApp data={(runs) => (runs.run(SOLVED_ID).data_url = 'https://files.example/formularios/simulacion-1.xlsx')}>{page(SOLVED_ID)}</RunStoryApp>,
  parameters: { expectText: 'Formulario' },
};

export const ReadOnly: Story = {
  name: 'Lector (sin Modificar parámetros)',
  render: () => <RunStoryApp options={{ role: 'lector' }}>{page(SOLVED_ID)}</RunStoryApp>,
  parameters: { expectText: 'Descargar solución' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => <RunStoryApp data={(_r, _i, backend) => (backend.latency = Infinity)}>{page(SOLVED_ID)}</RunStoryApp>,
  parameters: { expectText: 'Cargando simulación…' },
};
