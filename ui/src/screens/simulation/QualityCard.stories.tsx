import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import { boundTotals, type Results } from '@licita/domain';
import { blockBounds, RunStoryApp, SOLVED_ID } from '../../testing/runStories';
import { QualityCard } from './QualityCard';

const meta: Meta = { title: 'Simulación/Calidad de la solución', component: QualityCard };
export default meta;
type Story = StoryObj;

/** Results of the demo roster with both bounds per group and position, as the server stores them. */
const boundResults = (): Results => ({
  ...costResults(demoWorkers(), demoParameters()),
  lower_bound_cost: 64_800,
  cost_gap: 0.012,
  ...blockBounds(),
});

/**
 * The card as the page shows it: its figures from the summary's sums (`bound_totals`, without the bounds), its table
 * by group and position read from the fake server (`GET /simulation/{id}/bounds`) when opened.
 */
const card = (latency = 0) => {
  const { bounds, ...summary } = boundResults();
  return (
    <RunStoryApp
      data={(runs, _i, backend) => {
        runs.run(SOLVED_ID).results = boundResults();
        backend.latency = latency;
      }}
    >
      <div className="max-w-3xl p-6">
        <QualityCard results={{ ...summary, bound_totals: boundTotals(bounds)! }} simulationId={SOLVED_ID} />
      </div>
    </RunStoryApp>
  );
};

const openTable = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByText('Por agrupación y puesto'));
};

export const WithBlockBound: Story = {
  name: 'Con la cota por bloques',
  render: () => card(),
  // 2.4 + 0.6 = 3.00 new FTE over 2.35 + 0.6 = 2.95 of the block bound: +1.69 %
  parameters: { expectText: '2,95 ETC' },
};

export const TableOpen: Story = {
  name: 'Con la tabla por agrupación y puesto (abierta)',
  render: () => card(),
  play: openTable,
  parameters: { expectText: '+1,69 %' },
};

export const TableLoading: Story = {
  name: 'Cargando la tabla por agrupación y puesto',
  render: () => card(Infinity),
  play: openTable,
  parameters: { expectText: 'Por agrupación y puesto' },
};
