import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoEvents } from '@licita/application/fakes';
import type { SimulationEvent } from '@licita/domain';
import { Pager, pageWindowAt } from '../../components/Pager';
import { ProgressSection } from './ProgressSection';

const meta: Meta<typeof ProgressSection> = { title: 'Simulación/Progreso', component: ProgressSection };
export default meta;
type Story = StoryObj<typeof ProgressSection>;

const START = Date.parse('2025-03-01T09:00:00Z');
const warning: SimulationEvent = {
  id: 'ev-aviso',
  created: new Date(START + 2500).toISOString(),
  title: 'Faltan festivos locales',
  description:
    'Ávila: 12 festivos conocidos en 2025 (la ley da 14); faltan festivos locales. El servicio trabaja en festivos, así que sin ellos el coste de los festivos queda corto: añádelos en la localidad',
  type_info: 'Warning',
  group: 'calendar',
};

export const Solved: Story = {
  name: 'Simulación resuelta',
  args: { events: demoEvents('solved'), running: false },
  parameters: { expectText: 'Simulación resuelta en 7,31 s' },
};

export const WithWarning: Story = {
  name: 'Con un aviso (faltan festivos locales)',
  args: { events: [...demoEvents('solved'), warning], running: false },
  parameters: { expectText: 'Aviso' },
};

export const WithErrors: Story = {
  name: 'Con errores',
  args: { events: demoEvents('error'), running: false },
  parameters: { expectText: '2 errores' },
};

export const Loading: Story = {
  name: 'Cargando eventos',
  args: { events: null, running: true },
  parameters: { expectText: 'Cargando eventos…' },
};

/** A long run's events read a page at a time: the newest 100 of 305, 'Anterior' / 'Siguiente' under them. */
export const Paged: Story = {
  name: 'Muchos eventos, por páginas',
  args: {
    events: demoEvents('solved'),
    running: false,
    pager: <Pager label="Progreso" window={pageWindowAt(0, 100, 305, () => undefined)} noun="eventos" one="evento" />,
  },
  parameters: { expectText: '1–100 de 305 eventos' },
};

/** The page shown has no warning nor error; the header counts the run's, on its older pages (X-Warning-Count, X-Error-Count). */
export const LevelsOnOtherPages: Story = {
  name: 'Avisos y errores en otras páginas',
  args: {
    ...Paged.args,
    levels: { errors: 1, warnings: 3 },
  },
  parameters: { expectText: '3 avisos' },
};
