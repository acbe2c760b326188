import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoWorkers } from '@licita/application/fakes';
import { staffPage, STAFF_PAGE_SIZE, type SolutionEmployee } from '@licita/domain';
import { StaffCard, StaffPageView, StaffTable } from './StaffCard';
import { RunStoryApp, SOLVED_ID } from '../../testing/runStories';

const meta: Meta<typeof StaffTable> = {
  title: 'Simulación/Plantilla',
  component: StaffTable,
  subcomponents: { StaffPageView, StaffCard },
  decorators: [(Story) => <div className="max-w-5xl bg-white p-6">{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof StaffTable>;

/** A big tender's Plantilla: the demo's workers repeated to 3,000, each with its own name and center. */
const many = (n: number): SolutionEmployee[] => {
  const base = demoWorkers();
  return Array.from({ length: n }, (_, i) => {
    const w = base[i % base.length]!;
    return { ...w, id: `${w.id}-${i}`, name: `${w.name} ${i + 1}`, centers: [`Centro ${(i % 250) + 1}`] };
  });
};

/** The card as the results page loads it from the fake server, `data` setting the fake up. */
const loaded = (data?: Parameters<typeof RunStoryApp>[0]['data']) => (
  <RunStoryApp data={data}>
    <StaffCard simulationId={SOLVED_ID} version="1" />
  </RunStoryApp>
);

export const Few: Story = {
  name: 'Pocos trabajadores',
  args: { workers: demoWorkers() },
  parameters: { expectText: 'Nuevas contrataciones' },
};

export const Thousands: Story = {
  name: '3.000 trabajadores, por páginas',
  args: { workers: many(3000) },
  parameters: { expectText: '1–50 de ' },
};

export const Empty: Story = {
  name: 'Sin trabajadores',
  args: { workers: [] },
  parameters: { expectText: 'No existen datos para mostrar' },
};

/** A search that finds nobody: no section heading, the pager says so. */
const noMatch = { offset: 0, limit: STAFF_PAGE_SIZE, search: 'Nadie con este nombre' };
export const NoMatch: Story = {
  name: 'Búsqueda sin resultados',
  render: () => <StaffPageView page={staffPage(many(300), noMatch)} query={noMatch} onQuery={() => undefined} />,
  parameters: { expectText: 'Ningún resultado' },
};

export const Loaded: Story = {
  name: 'Cargada desde la solución',
  render: () => loaded(),
  parameters: { expectText: 'Subrogados/as' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => loaded((_r, _i, backend) => (backend.latency = Infinity)),
  parameters: { expectText: 'Cargando plantilla…' },
};

export const Failed: Story = {
  name: 'Error al cargar',
  render: () => loaded((_r, _i, backend) => backend.refuseNext('getSolutionStaffPage', 500, 'Error interno')),
  parameters: { expectText: 'No se ha podido cargar la plantilla' },
};
