import type { Meta, StoryObj } from '@storybook/react-vite';
import { EXAMPLE_PREMISES } from '../../testing/premiseStories';
import { PremisesCard } from './PremisesCard';

const E = EXAMPLE_PREMISES;

const meta: Meta<typeof PremisesCard> = {
  title: 'Simulación/Premisas',
  component: PremisesCard,
  decorators: [(Story) => <div className="max-w-5xl bg-slate-50 p-6">{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof PremisesCard>;

export const NoPremises: Story = {
  name: 'Sin premisas (resultados antiguos)',
  args: { premises: undefined },
  // nothing to show: the card is not rendered; the line under it says so in the story only
  render: (args) => (
    <>
      <PremisesCard {...args} />
      <p className="text-sm text-slate-600">Sin premisas no se muestra ninguna tarjeta.</p>
    </>
  ),
  parameters: { expectText: 'Sin premisas no se muestra ninguna tarjeta.' },
};

export const OneError: Story = {
  name: 'Un error',
  args: { premises: [E.OFFER_BELOW_DIRECT_COST] },
  parameters: { expectText: 'La oferta no cubre los costes directos' },
};

export const OneWarning: Story = {
  name: 'Un aviso',
  args: { premises: [E.OFFER_BELOW_OVERHEADS] },
  parameters: { expectText: 'La oferta no cubre los gastos generales' },
};

export const OneInfo: Story = {
  name: 'Un supuesto',
  args: { premises: [E.SMI_TOPUP] },
  parameters: { expectText: 'salario mínimo interprofesional' },
};

export const Many: Story = {
  name: 'Varias, por gravedad',
  // given in no order: the card lists errors, then warnings, then assumptions
  args: {
    premises: [E.SMI_TOPUP, E.AGREEMENT_ENDED, E.OFFER_BELOW_DIRECT_COST, E.AGREEMENT_OUT_OF_SCOPE, E.BUDGET_BELOW_LABOUR_COST],
  },
  parameters: { expectText: 'La mesa lo preguntará' },
};
