import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimulationFormScreen } from './SimulationFormScreen';
import { FORM_SIMULATION_ID, SimulationStoryApp } from '../../testing/simulationStories';
import { PROJECT_ID } from '../../testing/data';

const meta: Meta<typeof SimulationFormScreen> = { title: 'Formulario de simulación/Pantalla', component: SimulationFormScreen };
export default meta;
type Story = StoryObj<typeof SimulationFormScreen>;

const screen = (step = 0) => <SimulationFormScreen projectId={PROJECT_ID} simulationId={FORM_SIMULATION_ID} initialStep={step} />;

export const BasicData: Story = {
  name: 'Datos Básicos (completa)',
  render: () => <SimulationStoryApp>{screen(0)}</SimulationStoryApp>,
  parameters: { expectText: 'Cobertura Vac.' },
};

export const Empty: Story = {
  name: 'Nueva simulación (vacía)',
  render: () => <SimulationStoryApp seed={false}>{screen(0)}</SimulationStoryApp>,
  parameters: { expectText: 'Datos del servicio' },
};

export const Workload: Story = {
  name: 'Carga de Trabajo',
  render: () => <SimulationStoryApp>{screen(1)}</SimulationStoryApp>,
  parameters: { expectText: 'Cualquier categoría puede realizar cualquier puesto' },
};

export const Surrogates: Story = {
  name: 'Subrogados',
  render: () => <SimulationStoryApp>{screen(2)}</SimulationStoryApp>,
  parameters: { expectText: 'Posible jubilación' },
};

export const SurrogatesEmpty: Story = {
  name: 'Subrogados (vacía)',
  render: () => <SimulationStoryApp seed={false}>{screen(2)}</SimulationStoryApp>,
  parameters: { expectText: 'No existen datos para mostrar' },
};

export const OtherCosts: Story = {
  name: 'Otros Costes',
  render: () => <SimulationStoryApp>{screen(3)}</SimulationStoryApp>,
  parameters: { expectText: 'Todos los centros' },
};

export const OtherCostsEmpty: Story = {
  name: 'Otros Costes (vacía)',
  render: () => <SimulationStoryApp seed={false}>{screen(3)}</SimulationStoryApp>,
  parameters: { expectText: 'Añadir Concepto Económico' },
};

export const ReadOnly: Story = {
  name: 'Lector (solo lectura)',
  render: () => <SimulationStoryApp options={{ role: 'lector' }}>{screen(0)}</SimulationStoryApp>,
  parameters: { expectText: 'Simulación 4' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => (
    <SimulationStoryApp data={(_f, backend) => (backend.latency = Infinity)}>{screen(0)}</SimulationStoryApp>
  ),
  parameters: { expectText: 'Cargando simulación…' },
};

export const LoadFailed: Story = {
  name: 'Error al cargar',
  render: () => (
    <SimulationStoryApp>
      <SimulationFormScreen projectId={PROJECT_ID} simulationId="s-404" />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'No se ha podido cargar la simulación' },
};
