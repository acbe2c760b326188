import type { Meta, StoryObj } from '@storybook/react-vite';
import { servicePeriod } from '@licita/domain';
import { ShiftModal } from './ShiftModal';
import { seededContext } from '../../testing/simulationStories';

const meta: Meta<typeof ShiftModal> = { title: 'Formulario de simulación/Modal Crear turno', component: ShiftModal };
export default meta;
type Story = StoryObj<typeof ShiftModal>;

const ctx = seededContext();
const positions = [
  { id: 'pos-limp', name: 'Limpieza' },
  { id: 'pos-crist', name: 'Cristalero' },
];
const base = {
  open: true,
  centers: ctx.centers,
  positions,
  period: servicePeriod('2025-01-01', 24),
  onSubmit: () => undefined,
  onClose: () => undefined,
};
const split = {
  id: 'sh-1',
  center_id: 'c-1',
  position_id: 'pos-limp',
  number_of_workers: 2,
  shift_type: 'split' as const,
  shift_times: [
    { id: 't1', time_init: '06:00', time_end: '11:00' },
    { id: 't2', time_init: '15:00', time_end: '20:00' },
  ],
  shifts: 2,
  weekdays_working: ['monday' as const, 'friday' as const],
  work_in_holidays: true,
  weekday_work_in_holidays: false,
  exists_period_without_work: true,
  periods_without_work: [{ id: 'p1', date_init: '2025-08-01', date_end: '2025-08-31' }],
};

export const Create: Story = { name: 'Crear', args: { ...base, shift: null }, parameters: { expectText: 'Crear turno' } };
export const EditSplitOver9: Story = {
  name: 'Editar turno partido de más de 9 horas',
  args: { ...base, shift: split },
  parameters: { expectText: '¡Ojo! Has creado un turno de más de 9 horas' },
};
export const Invalid: Story = {
  name: 'Con errores',
  args: {
    ...base,
    shift: null,
    serverErrors: {
      center_id: 'Seleccione un centro',
      position_id: 'Seleccione un puesto',
      weekdays_working: 'Selecciona algún día de la semana.',
      'shift_times[0].time_init': 'Seleccione los horarios.',
    },
  },
  parameters: { expectText: 'Selecciona algún día de la semana.' },
};
export const Saving: Story = {
  name: 'Guardando',
  args: { ...base, shift: split, saving: true },
  parameters: { expectText: 'Editar turno' },
};
