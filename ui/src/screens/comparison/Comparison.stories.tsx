import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { costResults, demoParameters, demoWorkers, fakeProjects } from '@licita/application/fakes';
import type { ComparedColumn } from '@licita/application';
import type { SimulationCard, SolutionParameters } from '@licita/domain';
import { ComparisonView } from './ComparisonScreen';
import { ComparePicker } from './ComparePicker';

const meta: Meta = { title: 'Licitación/Comparar', component: ComparisonView, subcomponents: { ComparePicker } };
export default meta;
type Story = StoryObj;

const [project] = fakeProjects(1);
const base: SolutionParameters = { ...demoParameters(), overheads: 13, benefit: 6, vat: 21 };
const withBid = (p: Partial<SolutionParameters>) => ({
  ...base,
  tender_budget: 260000,
  price_score: { max_points: 60, formula: 'proportional' as const },
  technical_points: 35,
  competitors: [{ name: 'Limpiezas Norte', price: 240000, technical_points: 38 }],
  ...p,
});
const column = (i: number, name: string, p: SolutionParameters, workers = demoWorkers()): ComparedColumn => ({
  kind: 'simulation',
  id: `s-${i}`,
  name,
  results: costResults(workers, p),
});
const frame = (children: ReactNode) => <div className="bg-slate-50 p-6">{children}</div>;

export const Two: Story = {
  name: 'Dos columnas',
  render: () =>
    frame(
      <ComparisonView
        project={project!}
        columns={[column(1, 'Descanso compensatorio', withBid({})), column(2, 'Recargo del 75 %', withBid({ benefit: 8 }))]}
      />,
    ),
  parameters: { expectText: 'Recargo del 75 %' },
};

// On a phone each figure is a block with one line per simulation: no column is off the screen
export const TwoPhone: Story = {
  ...Two,
  name: 'Dos columnas, en el móvil (390)',
  globals: { viewport: { value: 'movil', isRotated: false } },
};

export const Four: Story = {
  name: 'Cuatro columnas',
  render: () =>
    frame(
      <ComparisonView
        project={project!}
        columns={[
          column(1, '12 horas entre turnos', withBid({})),
          column(2, '10 horas entre turnos', withBid({ absenteeism_rate: 5 })),
          column(3, 'Con un centro más', withBid({ offer_price: 235000 }), [
            ...demoWorkers(),
            ...demoWorkers()
              .slice(0, 2)
              .map((w) => ({ ...w, id: `${w.id}-x` })),
          ]),
          { ...column(4, 'Estudio previo', withBid({ technical_points: 30 })), kind: 'previous_study' },
        ]}
      />,
    ),
  parameters: { expectText: 'Con un centro más' },
};

export const WithoutBid: Story = {
  name: 'Una columna sin oferta',
  render: () =>
    frame(
      <ComparisonView
        project={project!}
        columns={[column(1, 'Con presupuesto', withBid({})), column(2, 'Sin presupuesto', base)]}
      />,
    ),
  parameters: { expectText: 'Sin presupuesto' },
};

const card = (uid: string, name: string, status: SimulationCard['status']): SimulationCard =>
  ({
    id: uid,
    uid,
    name,
    status,
    project_id: project!.uid,
    started: null,
    finished: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  }) as SimulationCard;

export const Picker: Story = {
  name: 'Elegir qué comparar',
  render: () => (
    <ComparePicker
      open
      simulations={[
        card('s-1', 'Descanso compensatorio', 'Solved'),
        card('s-2', 'Recargo del 75 %', 'Solved'),
        card('s-3', 'Borrador', 'Stopped'),
        card('s-4', 'En marcha', 'Running'),
      ]}
      studies={[]}
      onCompare={() => undefined}
      onClose={() => undefined}
    />
  ),
  parameters: { expectText: 'Sin resolver: no tiene resultados que comparar' },
};
