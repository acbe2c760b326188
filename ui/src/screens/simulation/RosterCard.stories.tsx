import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoRoster } from '@licita/application/fakes';
import { RosterCard, RosterTable } from './RosterCard';
import { Card } from './Card';
import { manyRosterWorkers, RunStoryApp, SOLVED_ID } from '../../testing/runStories';

const meta: Meta = { title: 'Simulación/Cuadrante semanal', component: RosterTable, subcomponents: { RosterCard } };
export default meta;
type Story = StoryObj;

const frame = (children: ReactNode) => (
  <div className="max-w-6xl bg-slate-50 p-6">
    <Card title="Cuadrante semanal">{children}</Card>
  </div>
);

export const Solved: Story = {
  name: 'Resuelta (cinco trabajadores/as, dos centros)',
  render: () => frame(<RosterTable workers={demoRoster()} />),
  parameters: { expectText: '07:00–15:00' },
};

export const Empty: Story = {
  name: 'Sin horarios',
  render: () => frame(<RosterTable workers={[]} />),
  parameters: { expectText: 'La solución no asigna horario a ningún trabajador/a.' },
};

export const Many: Story = {
  name: 'Muchos trabajadores/as (búsqueda, filtros y páginas)',
  render: () => frame(<RosterTable workers={manyRosterWorkers(180)} />),
  // axe: the rows of 'Semana tipo' fifty times over (1,600 elements take jsdom's axe more than the test's 20 s);
  // the stories test checks those rows there, the a11y panel still checks this one
  parameters: { expectText: '1–50 de 180 trabajadores/as con turno fijo', a11y: { test: 'off' } },
};

export const Loaded: Story = {
  name: 'Cargada desde la solución',
  render: () => (
    <RunStoryApp>
      <div className="max-w-6xl p-6">
        <RosterCard simulationId={SOLVED_ID} version="1" />
      </div>
    </RunStoryApp>
  ),
  parameters: { expectText: 'Horas cubiertas' },
};

export const Loading: Story = {
  name: 'Cargando',
  render: () => (
    <RunStoryApp data={(_r, _i, backend) => (backend.latency = Infinity)}>
      <div className="max-w-6xl p-6">
        <RosterCard simulationId={SOLVED_ID} version="1" />
      </div>
    </RunStoryApp>
  ),
  parameters: { expectText: 'Cargando cuadrante…' },
};
