import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MarketAwards } from '@licita/domain';
import { MarketCardView } from './MarketCard';

/** "El mercado": the comparable awards beside a solved simulation, in each of its states. */
const meta = {
  title: 'Simulación/El mercado',
  component: MarketCardView,
  args: { ours: 14.2, onUse: () => undefined },
} satisfies Meta<typeof MarketCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const bins = (lots: number[]) => lots.map((n, i) => ({ from_percent: 5 * i, to_percent: 5 * i + 5, lots: n }));
const source = { name: 'Plataforma de Contratación del Sector Público', updated: '2026-10-31' };
const andalucia: MarketAwards = {
  lots: 46,
  excluded_unit_price: 5,
  single_bidder_share: 0.3,
  bidders: { median: 4, q1: 2, q3: 6 },
  discount_percent: { median: 12.5, q1: 8, q3: 18.5 },
  below_discount_share: 0.6,
  abnormal_lots_judged: 30,
  abnormal_share: 0.1,
  discount_bins: bins([3, 8, 12, 9, 6, 4, 2, 1, 1, 0]),
  winners: [
    { name: 'Limpiezas Giralda SL', lots: 6 },
    { name: 'Brillo Sur SA', lots: 5 },
  ],
  source,
};

export const Province: Story = {
  args: { state: { kind: 'ok', set: { scope: 'province', nuts: 'ES618', awards: { ...andalucia, lots: 24 } } } },
};
/** Fewer than 20 lots in Sevilla: the set is Andalucía's. */
export const WidenedToCommunity: Story = {
  args: { state: { kind: 'ok', set: { scope: 'community', nuts: 'ES61', awards: andalucia } } },
};
/** Without a tender budget: no offer to mark and no button. */
export const WithoutBudget: Story = {
  args: { ours: null, onUse: undefined, state: { kind: 'ok', set: { scope: 'community', nuts: 'ES61', awards: andalucia } } },
};
/** No lot gives its bids' count and offers: no art. 85 figure. */
export const WithoutOffers: Story = {
  args: {
    state: {
      kind: 'ok',
      set: { scope: 'community', nuts: 'ES61', awards: { ...andalucia, abnormal_lots_judged: 0, abnormal_share: null } },
    },
  },
};
export const Using: Story = {
  args: { using: true, state: { kind: 'ok', set: { scope: 'community', nuts: 'ES61', awards: andalucia } } },
};
export const NoAwards: Story = {
  args: {
    state: {
      kind: 'ok',
      set: {
        scope: 'community',
        nuts: 'ES61',
        awards: {
          ...andalucia,
          lots: 0,
          excluded_unit_price: 0,
          single_bidder_share: null,
          bidders: null,
          discount_percent: null,
          below_discount_share: null,
          abnormal_lots_judged: 0,
          abnormal_share: null,
          winners: [],
          discount_bins: bins(Array(10).fill(0)),
          source: { ...source, updated: null },
        },
      },
    },
  },
};
export const NoProvince: Story = { args: { state: { kind: 'ok', set: null } } };
export const Loading: Story = { args: { state: { kind: 'loading' } } };
export const Failed: Story = { args: { state: { kind: 'failed' } } };
