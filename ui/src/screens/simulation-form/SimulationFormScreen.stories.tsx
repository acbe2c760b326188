import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimulationFormScreen } from './SimulationFormScreen';
import { FORM_SIMULATION_ID, seedLongLists, seedSimulation, SimulationStoryApp } from '../../testing/simulationStories';
import { SOLVED_ID } from '../../testing/runStories';
import { PROJECT_ID } from '../../testing/data';

const meta: Meta<typeof SimulationFormScreen> = {
  title: 'Formulario de simulación/Pantalla',
  component: SimulationFormScreen,
  args: { projectId: PROJECT_ID, simulationId: FORM_SIMULATION_ID, initialStep: 0 },
  argTypes: {
    initialStep: {
      control: {
        type: 'inline-radio',
        labels: { 0: 'Datos Básicos', 1: 'Carga de Trabajo', 2: 'Subrogados', 3: 'Otros Costes' },
      },
      options: [0, 1, 2, 3],
    },
  },
};
export default meta;
type Story = StoryObj<typeof SimulationFormScreen>;

export const BasicData: Story = {
  name: 'Datos Básicos (completa)',
  render: (args) => (
    <SimulationStoryApp>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Cobertura de vacaciones (%)' },
};

export const Empty: Story = {
  name: 'Nueva simulación (vacía)',
  render: (args) => (
    <SimulationStoryApp seed={false}>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Datos del servicio' },
};

export const Workload: Story = {
  name: 'Carga de Trabajo',
  args: { initialStep: 1 },
  render: (args) => (
    <SimulationStoryApp>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Cualquier categoría puede realizar cualquier puesto' },
};

export const Surrogates: Story = {
  name: 'Subrogados',
  args: { initialStep: 2 },
  render: (args) => (
    <SimulationStoryApp>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Posible jubilación' },
};

export const SurrogatesEmpty: Story = {
  name: 'Subrogados (vacía)',
  args: { initialStep: 2 },
  render: (args) => (
    <SimulationStoryApp seed={false}>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'No existen datos para mostrar' },
};

export const OtherCosts: Story = {
  name: 'Otros Costes',
  args: { initialStep: 3 },
  render: (args) => (
    <SimulationStoryApp>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Todos los centros' },
};

/** A big tender's 2,000 other costs: one page of 50, the search box and the pager. */
export const OtherCostsPaged: Story = {
  name: 'Otros Costes (2.000, por páginas)',
  args: { initialStep: 3 },
  render: (args) => (
    <SimulationStoryApp data={(f) => seedLongLists(f, 2000)}>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: '1–50 de 2.000 costes' },
};

export const OtherCostsEmpty: Story = {
  name: 'Otros Costes (vacía)',
  args: { initialStep: 3 },
  render: (args) => (
    <SimulationStoryApp seed={false}>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Añadir Concepto Económico' },
};

export const ReadOnly: Story = {
  name: 'Lector (solo lectura)',
  render: (args) => (
    <SimulationStoryApp options={{ role: 'lector' }}>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Simulación 4' },
};

export const Locked: Story = {
  name: 'Calculada (datos fijos, «Editar una copia»)',
  args: { simulationId: SOLVED_ID },
  render: (args) => (
    <SimulationStoryApp data={(f) => seedSimulation(f, SOLVED_ID)}>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Esta simulación ya está calculada' },
};

export const LockedPhone: Story = {
  ...Locked,
  name: 'Calculada (datos fijos, «Editar una copia»), en el móvil (390)',
  globals: { viewport: { value: 'movil', isRotated: false } },
};

export const Loading: Story = {
  name: 'Cargando',
  render: (args) => (
    <SimulationStoryApp data={(_f, backend) => (backend.latency = Infinity)}>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Cargando simulación…' },
};

export const LoadFailed: Story = {
  name: 'Error al cargar',
  args: { simulationId: 's-404' },
  render: (args) => (
    <SimulationStoryApp>
      <SimulationFormScreen {...args} />
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'No se ha podido cargar la simulación' },
};
