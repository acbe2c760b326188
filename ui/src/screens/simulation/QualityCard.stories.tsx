import type { Meta, StoryObj } from '@storybook/react-vite';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import type { Results } from '@licita/domain';
import { blockBounds } from '../../testing/runStories';
import { QualityCard } from './QualityCard';

const meta: Meta = { title: 'Simulación/Calidad de la solución', component: QualityCard };
export default meta;
type Story = StoryObj;

/** Results of the demo roster with both bounds per group and position, as the server sends them. */
const boundResults = (): Results => ({
  ...costResults(demoWorkers(), demoParameters()),
  lower_bound_cost: 64_800,
  cost_gap: 0.012,
  ...blockBounds(),
});

export const WithBlockBound: Story = {
  name: 'Con la cota por bloques',
  render: () => (
    <div className="max-w-3xl bg-slate-50 p-6">
      <QualityCard results={boundResults()} />
    </div>
  ),
  // 2.4 + 0.6 = 3.00 new FTE over 2.35 + 0.6 = 2.95 of the block bound: +1.69 %
  parameters: { expectText: '2,95 ETC' },
};
