import type { Meta, StoryObj } from '@storybook/react-vite';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import { SocialSecurityBreakdown } from './SocialSecurityBreakdown';

/** What the Costes card's "Seguridad social" line opens to: the lines by year, or the single percentage. */
const meta: Meta<typeof SocialSecurityBreakdown> = {
  title: 'Simulación/Desglose de la seguridad social',
  component: SocialSecurityBreakdown,
  render: (args) => (
    <div className="max-w-4xl bg-white p-4">
      <SocialSecurityBreakdown {...args} />
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof SocialSecurityBreakdown>;

const itemised = costResults(demoWorkers(), { ...demoParameters(), social_security_mode: 'itemised', at_ep_percent: 1.5 });

export const Itemised: Story = {
  name: 'Desglosada por tipo de contrato y año',
  args: { id: 'ss', items: itemised.social_security_items, flatPercent: null },
  parameters: { expectText: 'Contingencias comunes' },
};

export const Flat: Story = {
  name: 'Porcentaje único',
  args: { id: 'ss', items: undefined, flatPercent: 34 },
  parameters: { expectText: 'porcentaje único del 34 %' },
};
