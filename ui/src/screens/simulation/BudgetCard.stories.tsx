import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import { costBeforeMargins, type SolutionParameters } from '@licita/domain';
import { BudgetCard } from './BudgetCard';

const meta: Meta = { title: 'Simulación/Presupuesto y oferta' };
export default meta;
type Story = StoryObj;

const base: SolutionParameters = { ...demoParameters(), overheads: 13, benefit: 6, vat: 21 };
const cost = costBeforeMargins(costResults(demoWorkers(), base));
const resultsWith = (p: Partial<SolutionParameters>) => costResults(demoWorkers(), { ...base, ...p });
const frame = (children: ReactNode) => <div className="max-w-5xl bg-slate-50 p-6">{children}</div>;

export const WithoutTenderBudget: Story = {
  name: 'Sin presupuesto de licitación',
  render: () => frame(<BudgetCard results={resultsWith({})} />),
  parameters: { expectText: 'Indica el presupuesto base de licitación' },
};

export const OfferFine: Story = {
  name: 'Oferta correcta',
  // budget 1.3 × the cost; two other offers close to ours
  render: () => frame(<BudgetCard results={resultsWith({ tender_budget: Math.round(cost * 1.3), other_offers: [Math.round(cost * 1.2), Math.round(cost * 1.25)] })} />),
  parameters: { expectText: 'no incurre en presunción de anormalidad' },
};

export const OfferAbnormal: Story = {
  name: 'Oferta anormalmente baja',
  // alone against a budget 1.8 × the cost: a discount far above 25 points
  render: () => frame(<BudgetCard results={resultsWith({ tender_budget: Math.round(cost * 1.8) })} />),
  parameters: { expectText: 'incurre en presunción de anormalidad (art. 85 RGLCAP)' },
};

export const BelowCost: Story = {
  name: 'Oferta por debajo del coste',
  render: () => frame(<BudgetCard results={resultsWith({ tender_budget: Math.round(cost * 1.1), offer_price: Math.round(cost * 0.95) })} />),
  parameters: { expectText: 'por debajo del coste' },
};

export const Excluded: Story = {
  name: 'Oferta por encima del presupuesto',
  render: () => frame(<BudgetCard results={resultsWith({ tender_budget: Math.round(cost * 1.1), offer_price: Math.round(cost * 1.2) })} />),
  parameters: { expectText: 'Excluida: supera el presupuesto base' },
};

// The price score (docs/budget.md §5): budget 1.3 × C; ours is the total, about 1.19 × C, the lowest offer
const scored = (competitors: SolutionParameters['competitors']) =>
  resultsWith({ tender_budget: Math.round(cost * 1.3), price_score: { max_points: 60, formula: 'proportional' }, technical_points: 35, competitors });

export const ScoreFirst: Story = {
  name: 'Puntuación: primera',
  // Norte 60 × 1.19 / 1.25 = 57.12 + 33 < our 60 + 35
  render: () => frame(<BudgetCard results={scored([{ name: 'Limpiezas Norte', price: Math.round(cost * 1.25), technical_points: 33 }, { name: 'Servicios Sur', price: Math.round(cost * 1.28), technical_points: 30 }])} onOfferWin={() => undefined} />),
  parameters: { expectText: 'puesto 1 de 3' },
};

export const ScoreSecond: Story = {
  name: 'Puntuación: segunda',
  // Norte 57.12 + 38 = 95.12 beats our 95: the winning price is lower than ours
  render: () => frame(<BudgetCard results={scored([{ name: 'Limpiezas Norte', price: Math.round(cost * 1.25), technical_points: 38 }, { name: 'Servicios Sur', price: Math.round(cost * 1.28), technical_points: 30 }])} onOfferWin={() => undefined} />),
  parameters: { expectText: 'puesto 2 de 3' },
};

export const ScoreExcluded: Story = {
  name: 'Puntuación: oferta excluida',
  // Brillo Integral offers above the tender budget: excluded, no points, no rank
  render: () => frame(<BudgetCard results={scored([{ name: 'Limpiezas Norte', price: Math.round(cost * 1.25), technical_points: 33 }, { name: 'Brillo Integral', price: Math.round(cost * 1.4), technical_points: 40 }])} />),
  parameters: { expectText: 'Excluida' },
};

export const ScoreAlone: Story = {
  name: 'Puntuación: sin competidores',
  render: () => frame(<BudgetCard results={scored([])} onOfferWin={() => undefined} />),
  parameters: { expectText: 'puesto 1 de 1' },
};
