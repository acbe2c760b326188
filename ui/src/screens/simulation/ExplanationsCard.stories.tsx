import type { Meta, StoryObj } from '@storybook/react-vite';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import { explanationsPage, FIRST_EXPLANATIONS_PAGE, type StaffingExplanationRead } from '@licita/domain';
import { ExplanationsCard, ExplanationsPageView } from './ExplanationsCard';
import { Card } from './Card';
import { RunStoryApp, SOLVED_ID } from '../../testing/runStories';
import type { InMemoryBackend, InMemoryRunBackend } from '@licita/application/fakes';

const meta: Meta = {
  title: 'Simulación/Por qué esta plantilla',
  component: ExplanationsCard,
  subcomponents: { ExplanationsPageView },
};
export default meta;
type Story = StoryObj;

/** The card of the solved demo simulation, its explanations answered by the fake server a page at a time. */
const loaded = (data?: (runs: InMemoryRunBackend, backend: InMemoryBackend) => void) => (
  <RunStoryApp data={(runs, _i, backend) => data?.(runs, backend)}>
    <div className="max-w-5xl p-6">
      <ExplanationsCard simulationId={SOLVED_ID} version="1" />
    </div>
  </RunStoryApp>
);

/** The demo run's results with these explanations. */
const withExplanations = (explanations: StaffingExplanationRead[]) => (runs: InMemoryRunBackend) => {
  runs.run(SOLVED_ID).results = { ...costResults(demoWorkers(), demoParameters()), explanations };
};

/** `n` idle surrogates of one group, "Persona 1" … "Persona n". */
const idlePeople = (n: number): StaffingExplanationRead[] => [
  {
    center_group: '1',
    position_id: 'p-1',
    position: 'Limpieza',
    items: Array.from({ length: n }, (_, i) => ({
      code: 'idle_surrogate',
      rules: ['contract'],
      message: `Persona ${i + 1} queda 2 h semanales sin trabajo: ningún bloque pendiente cabe en las horas que le quedan.`,
      numbers: { idle_hours: 2 },
      worker: `Persona ${i + 1}`,
    })),
  },
];

/** A page of the view, paged and searched with the server's own rule. */
const view = (explanations: StaffingExplanationRead[], search = '') => (
  <div className="max-w-5xl bg-slate-50 p-6">
    <Card title="Por qué esta plantilla">
      <ExplanationsPageView
        page={explanationsPage(explanations, { ...FIRST_EXPLANATIONS_PAGE, search })}
        limit={FIRST_EXPLANATIONS_PAGE.limit}
        typed={search}
        onSearch={() => undefined}
        onPage={() => undefined}
      />
    </Card>
  </div>
);

export const SeveralGroups: Story = {
  name: 'Varias agrupaciones',
  render: () => loaded(),
  parameters: { expectText: 'queda 6 h semanales sin trabajo: el convenio limita la jornada a 9 h diarias' },
};

export const ExtraHire: Story = {
  name: 'Una contratación de más por el descanso',
  render: () =>
    loaded(
      withExplanations([
        {
          center_group: '1',
          position_id: 'p-1',
          position: 'Limpieza',
          items: [
            {
              code: 'extra_hire',
              rules: ['rest_between_days'],
              message:
                '2 contrataciones nuevas de Limpiador/a para 40 h semanales, aunque por horas bastaría 1: el convenio exige 12 h de descanso entre jornadas.',
              numbers: { hires: 2, hours: 40, hires_by_hours: 1, smallest_hire_hours: 16, rest_hours: 12 },
              worker: 'Limpiador/a · 2',
            },
          ],
        },
      ]),
    ),
  parameters: { expectText: 'aunque por horas bastaría 1' },
};

export const ManyPages: Story = {
  name: 'Muchas explicaciones, por páginas',
  render: () => loaded(withExplanations(idlePeople(120))),
  parameters: { expectText: '1–50 de 120 explicaciones' },
};

export const SearchWithoutMatch: Story = {
  name: 'Búsqueda sin resultados',
  render: () => view(idlePeople(120), 'nadie así'),
  parameters: { expectText: 'Ningún resultado' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => loaded((_r, backend) => (backend.latency = Infinity)),
  parameters: { expectText: 'Cargando explicaciones…' },
};

export const Failed: Story = {
  name: 'No se han podido cargar',
  render: () => loaded((_r, backend) => backend.refuseNext('getSimulationExplanations', 400, 'Error desconocido en el servidor')),
  parameters: { expectText: 'No se ha podido cargar la página de explicaciones' },
};
