import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import { boundTotals, type Results, type SolutionParameters } from '@licita/domain';
import { blockBounds, RunStoryApp, SOLVED_ID } from '../../testing/runStories';
import { ResultCards } from './ResultCards';
import { EXAMPLE_PREMISES, EXAMPLE_SMI_TOPUPS } from '../../testing/premiseStories';

/** The results' cards of the demo staff: the top card shows the total cost alone, or beside the offer once there is one. */
const meta: Meta<typeof ResultCards> = {
  title: 'Simulación/Resultados',
  component: ResultCards,
  render: (args) => (
    <div className="bg-slate-50 p-4">
      <ResultCards {...args} />
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof ResultCards>;

const params: SolutionParameters = { ...demoParameters(), overheads: 13, benefit: 6, vat: 21, tender_budget: 2_000_000 };

export const WithoutOffer: Story = {
  name: 'Sin oferta (solo el coste total)',
  args: { results: costResults(demoWorkers(), { ...params, offer_price: null }) },
  parameters: { expectText: 'Durante todo el periodo de servicio' },
};

export const WithOffer: Story = {
  name: 'Con oferta (coste total y oferta)',
  args: { results: costResults(demoWorkers(), { ...params, offer_price: 118_500.5 }) },
  parameters: { expectText: 'Coste total y oferta' },
};

export const WithPremises: Story = {
  name: 'Con premisas (arriba, por gravedad)',
  args: {
    results: {
      ...costResults(demoWorkers(), { ...params, offer_price: null }),
      premises: [EXAMPLE_PREMISES.SMI_TOPUP, EXAMPLE_PREMISES.AGREEMENT_ENDED, EXAMPLE_PREMISES.BUDGET_BELOW_LABOUR_COST],
    },
  },
  parameters: { expectText: 'Premisas que revisará la mesa' },
};

/** A category below the minimum wage: 2026 published (RD 126/2026), 2027 carried from it. */
export const WithSmiTopup: Story = {
  name: 'Con complemento hasta el SMI',
  args: {
    results: {
      ...costResults(demoWorkers(), { ...params, offer_price: null }),
      smi_topups: EXAMPLE_SMI_TOPUPS,
      premises: [EXAMPLE_PREMISES.SMI_TOPUP],
    },
  },
  parameters: { expectText: 'sin SMI publicado ni previsto para 2027: se usa el último conocido, RD 126/2026' },
};

/** Itemised social security: the Costes card's line opens to its breakdown (in Storybook the play function opens it). */
export const SocialSecurityOpen: Story = {
  name: 'Seguridad social desglosada (abierta)',
  args: { results: costResults(demoWorkers(), { ...params, social_security_mode: 'itemised', at_ep_percent: 1.5 }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Seguridad social' }));
  },
  parameters: { expectText: 'Seguridad social' },
};

/** Flat social security: the line opens to the single percentage it was priced at. */
export const SocialSecurityFlat: Story = {
  name: 'Seguridad social con porcentaje único (abierta)',
  args: { results: costResults(demoWorkers(), { ...params, offer_price: null }), flatSocialSecurity: 34 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Seguridad social' }));
  },
  parameters: { expectText: 'Seguridad social' },
};

/**
 * A simulation's cards as its page shows them: the quality card's figures from the summary's sums, its table and 'Por
 * qué esta plantilla' read apart from the fake server, a page at a time (the whole results are never read).
 */
const ofSimulation = (results: Results) => (
  <RunStoryApp data={(runs) => (runs.run(SOLVED_ID).results = results)}>
    <div className="bg-slate-50 p-4">
      <ResultCards
        results={{ ...results, bound_totals: boundTotals(results.bounds) ?? undefined }}
        simulation={{ id: SOLVED_ID, version: '1' }}
      />
    </div>
  </RunStoryApp>
);

export const OfSimulation: Story = {
  name: 'De una simulación (calidad y explicaciones leídas aparte)',
  render: () => ofSimulation({ ...costResults(demoWorkers(), { ...params, offer_price: null }), ...blockBounds() }),
  parameters: { expectText: 'Agrupación 1 · Limpieza' },
};

export const WithoutExplanations: Story = {
  name: 'De una simulación sin explicaciones (la tarjeta no se muestra)',
  render: () => {
    const { explanations: _none, ...results } = costResults(demoWorkers(), { ...params, offer_price: null });
    return ofSimulation({ ...results, ...blockBounds() });
  },
  parameters: { expectText: 'Calidad de la solución' },
};
