import type { Meta, StoryObj } from '@storybook/react-vite';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import type { Results } from '@licita/domain';
import { QualityCard } from './QualityCard';

const meta: Meta = { title: 'Simulación/Calidad de la solución', component: QualityCard };
export default meta;
type Story = StoryObj;

/** Results of the demo roster with both bounds per group and position, as the server sends them. */
const boundResults = (): Results => ({
  ...costResults(demoWorkers(), demoParameters()),
  lower_bound_cost: 64_800,
  cost_gap: 0.012,
  block_lower_bound_cost: 65_100,
  block_cost_gap: 0.0075,
  bounds: [
    {
      center_group: '1',
      position_id: 'pos-limp',
      position: 'Limpieza',
      lb_fte: 2.1,
      fte_new: 2.4,
      ratio: 2.4 / 2.1,
      block_lb_fte: 2.35,
      block_ratio: 2.4 / 2.35,
    },
    {
      center_group: 'Hospital Norte',
      position_id: 'pos-crist',
      position: 'Cristalero',
      lb_fte: 0.5,
      fte_new: 0.6,
      ratio: 0.6 / 0.5,
      block_lb_fte: 0.6,
      block_ratio: 1,
    },
  ],
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
