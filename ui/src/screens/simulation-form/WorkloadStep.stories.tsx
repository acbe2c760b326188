import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { servicePeriod } from '@licita/domain';
import { WorkloadStep } from './WorkloadStep';
import { FORM_SIMULATION_ID, seededContext, seedLongLists, SimulationStoryApp } from '../../testing/simulationStories';

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

/** A big tender's 2,000 shifts: one page of 50 on screen, the search box and the pager. */
export const ShiftsPaged: Story = {
  name: 'Turnos fijos (2.000, por páginas)',
  render: () => <SimulationStoryApp data={(f) => seedLongLists(f, 2000)}>{step(1)}</SimulationStoryApp>,
  parameters: { expectText: '1–50 de 2.000 turnos' },
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

/** A big tender's 2,000 hourly tasks, a page at a time. */
export const TasksPaged: Story = {
  name: 'Tareas por horas (2.000, por páginas)',
  render: () => <SimulationStoryApp data={(f) => seedLongLists(f, 2000)}>{step(2)}</SimulationStoryApp>,
  parameters: { expectText: '1–50 de 2.000 tareas' },
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
