import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import { categoryRows, costBreakdown } from '@licita/domain';
import { CostBreakdownChart, FteByCategoryChart } from './Charts';
import { ResultCards } from './ResultCards';
import { StaffTable } from './StaffCard';

const meta: Meta = {
  title: 'Simulación/Gráficos y tarjetas',
  component: ResultCards,
  subcomponents: { CostBreakdownChart, FteByCategoryChart, StaffTable },
};
export default meta;
type Story = StoryObj;

const results = costResults(demoWorkers(), demoParameters());
const frame = (children: ReactNode) => <div className="max-w-5xl bg-slate-50 p-6">{children}</div>;

export const CostBreakdown: Story = {
  name: 'Reparto del coste',
  render: () => frame(<CostBreakdownChart items={costBreakdown(results)} total={results.total_cost} />),
  parameters: { expectText: 'Seguridad social' },
};

export const FtePerCategory: Story = {
  name: 'ETC por categoría',
  render: () => frame(<FteByCategoryChart rows={categoryRows(results)} />),
  parameters: { expectText: 'Limpiador/a' },
};

export const Cards: Story = {
  name: 'Tarjetas de resultados',
  render: () => frame(<ResultCards results={results} />),
  parameters: { expectText: 'Coste salarial' },
};

export const Staff: Story = {
  name: 'Plantilla',
  render: () => frame(<StaffTable workers={demoWorkers()} />),
  parameters: { expectText: 'Sustitución' },
};
