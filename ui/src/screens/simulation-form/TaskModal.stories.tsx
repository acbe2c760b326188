import type { Meta, StoryObj } from '@storybook/react-vite';
import { servicePeriod } from '@licita/domain';
import { TaskModal } from './TaskModal';
import { seededContext } from '../../testing/simulationStories';
import { hourlyTask } from '../../testing/formFixtures';

const meta: Meta<typeof TaskModal> = { title: 'Formulario de simulación/Modal Añadir tarea', component: TaskModal };
export default meta;
type Story = StoryObj<typeof TaskModal>;

const ctx = seededContext();
const base = {
  open: true,
  centers: ctx.centers,
  positions: [{ id: 'pos-crist', name: 'Cristalero' }],
  period: servicePeriod('2025-01-01', 24),
  onSubmit: () => undefined,
  onClose: () => undefined,
};
const task = hourlyTask({
  id: 'tk-1',
  name: 'Apertura',
  number_of_workers: 2,
  weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  work_time: { hours: 2, minutes: 0 },
  frequency: { period_type: 'fixed_period', period: 'day', amount: 1 },
  periods_without_work: [{ id: 'w1', date_init: '2025-08-01', date_end: '2025-08-15' }],
  recommended_time_slot: { time_init: '22:00', time_end: '00:00' },
  fill_complete_time_slot: true,
  exists_recommended_time_slot: true,
  exists_period_with_or_wo_work: true,
});

export const Create: Story = {
  name: 'Añadir (centro y puesto únicos elegidos)',
  args: { ...base, centers: ctx.centers.slice(0, 1), task: null },
  parameters: { expectText: 'Tiempo fijo por periodo' },
};
export const EditSlotAndPeriods: Story = {
  name: 'Editar con franja y periodos',
  args: { ...base, task },
  parameters: { expectText: 'Cubrir presencialidad en todo el tramo horario' },
};
export const Invalid: Story = {
  name: 'Con errores',
  args: {
    ...base,
    task: null,
    serverErrors: { name: 'Nombre requerido.', work_time: 'Formato hh ó hh:mm.', weekdays: 'Selecciona algún día de la semana.' },
  },
  parameters: { expectText: 'Formato hh ó hh:mm.' },
};
export const Saving: Story = {
  name: 'Guardando',
  args: { ...base, task, saving: true },
  parameters: { expectText: 'Editar tarea' },
};
