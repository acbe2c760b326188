import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { servicePeriod } from '@licita/domain';
import { WorkloadStep } from './WorkloadStep';
import { FORM_SIMULATION_ID, seededContext, SimulationStoryApp } from '../../testing/simulationStories';

const meta: Meta<typeof WorkloadStep> = { title: 'Formulario de simulación/Carga de Trabajo', component: WorkloadStep };
export default meta;
type Story = StoryObj<typeof WorkloadStep>;

const ctx = seededContext();
const period = servicePeriod('2025-01-01', 24);
const step = (tab: number) => (
  <WorkloadStep simulationId={FORM_SIMULATION_ID} centers={ctx.centers} period={period} defaultTab={tab} />
);

export const CategoryPositions: Story = {
  name: 'Categorías-Puestos',
  render: () => <SimulationStoryApp>{step(0)}</SimulationStoryApp>,
  parameters: { expectText: 'Añadir puestos secundarios' },
};

export const AnyPosition: Story = {
  name: 'Categorías-Puestos (cualquier puesto)',
  render: () => (
    <SimulationStoryApp data={(f) => (f.data(FORM_SIMULATION_ID).categoryPositions.disabled = true)}>
      {step(0)}
    </SimulationStoryApp>
  ),
  parameters: { expectText: 'Cualquier categoría puede realizar cualquier puesto' },
};

export const Shifts: Story = {
  name: 'Turnos fijos',
  render: () => <SimulationStoryApp>{step(1)}</SimulationStoryApp>,
  parameters: { expectText: '06:00-10:00 / 16:00-20:00' },
};

export const ShiftsEmpty: Story = {
  name: 'Turnos fijos (vacía)',
  render: () => <SimulationStoryApp seed={false}>{step(1)}</SimulationStoryApp>,
  parameters: { expectText: 'No existen datos para mostrar' },
};

export const Tasks: Story = {
  name: 'Tareas por horas',
  render: () => <SimulationStoryApp>{step(2)}</SimulationStoryApp>,
  parameters: { expectText: '03:30 cada semana' },
};

export const TasksEmpty: Story = {
  name: 'Tareas por horas (vacía)',
  render: () => <SimulationStoryApp seed={false}>{step(2)}</SimulationStoryApp>,
  parameters: { expectText: 'No existen datos para mostrar' },
};

/** A category left without position: Guardar shows 'Hay categorías sin puestos' (the play function empties and saves). */
export const CategoriesWithoutPositions: Story = {
  name: 'Categorías-Puestos (categoría sin puesto)',
  render: () => (
    <SimulationStoryApp data={(f) => (f.data(FORM_SIMULATION_ID).categoryPositions.byCategory = { 'cat-limp': ['pos-limp'] })}>
      {step(0)}
    </SimulationStoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Guardar' }));
  },
  parameters: { expectText: 'Especialista' },
};
