import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviousStudyCardView, SimulationCardView, SimulationLegend } from './SimulationCards';
import { PREVIOUS_STUDIES, SIMULATIONS } from '../testing/data';

const meta: Meta = {
  title: 'Componentes/Tarjetas de simulación y estudio previo',
  component: SimulationCardView,
  subcomponents: { PreviousStudyCardView, SimulationLegend },
};
export default meta;

export const Simulations: StoryObj = {
  name: 'Simulaciones por estado',
  render: () => (
    <div className="space-y-4 p-6">
      <SimulationLegend />
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {SIMULATIONS.map((s) => (
          <SimulationCardView key={s.uid} simulation={s} onOpen={() => undefined} />
        ))}
      </ul>
    </div>
  ),
  parameters: { expectText: '05/03/2024, 10:11:12' },
};

export const SolvedWithFigures: StoryObj = {
  name: 'Simulación resuelta: coste total y oferta',
  render: () => (
    <ul className="grid max-w-xs p-6">
      <SimulationCardView simulation={SIMULATIONS[0]!} onOpen={() => undefined} />
    </ul>
  ),
  parameters: { expectText: '118.500,50 €' },
};

export const SolvedWithoutBid: StoryObj = {
  name: 'Simulación resuelta sin presupuesto base: solo el coste total',
  render: () => (
    <ul className="grid max-w-xs p-6">
      <SimulationCardView simulation={{ ...SIMULATIONS[0]!, offer_without_vat: null }} onOpen={() => undefined} />
    </ul>
  ),
  parameters: { expectText: '123.456,78 €' },
};

export const PreviousStudies: StoryObj = {
  name: 'Estudios previos por estado',
  render: () => (
    <ul className="grid grid-cols-2 gap-4 p-6 lg:grid-cols-4">
      {PREVIOUS_STUDIES.map((s) => (
        <PreviousStudyCardView key={s.uid} study={s} onOpen={() => undefined} />
      ))}
    </ul>
  ),
  parameters: { expectText: 'Estudio previo 1' },
};
