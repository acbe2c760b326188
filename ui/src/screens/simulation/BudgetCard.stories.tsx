import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { costResults, demoParameters, demoWorkers } from '@licita/application/fakes';
import { costBeforeMargins, type Competitor, type Results, type SolutionParameters } from '@licita/domain';
import { BudgetCard } from './BudgetCard';
import { JUSTIFICATION_FAILED, JustificationButton, type JustificationState } from './JustificationButton';

/**
 * The bid card's figures as Controls: the cost, the tender budget, our offer, the other offers, the margins, the
 * price score and the card's button. The card computes everything else (discount, threshold, verdict) as the engine
 * does, from these.
 */
interface BidCardArgs {
  cost: number;
  tenderBudget: number;
  offer: number;
  otherOffers: number[];
  overheads: number;
  benefit: number;
  vat: number;
  excluded: boolean;
  priceMaxPoints: number;
  technicalPoints: number;
  competitors: Competitor[];
  justification: JustificationState | 'none';
  offerWinButton: boolean;
}

const base: SolutionParameters = { ...demoParameters(), overheads: 13, benefit: 6, vat: 21 };
const cost = costBeforeMargins(costResults(demoWorkers(), base));
const noop = () => undefined;

/** The demo staff and its materials scaled so that the cost before margins is `target` (absenteeism follows the wages). */
function resultsOf(a: BidCardArgs): Results {
  const k = a.cost > 0 ? a.cost / cost : 1;
  const workers = demoWorkers().map((w) => ({
    ...w,
    salary: w.salary * k,
    social_security: w.social_security * k,
    total_cost: w.total_cost * k,
  }));
  const params: SolutionParameters = {
    ...base,
    overheads: a.overheads,
    benefit: a.benefit,
    vat: a.vat,
    material_costs: base.material_costs.map((m) => (m.type === 'SALARY_PERCENT' ? m : { ...m, amount: m.amount * k })),
    tender_budget: a.tenderBudget > 0 ? a.tenderBudget : null,
    offer_price: a.offer > 0 ? a.offer : null,
    other_offers: a.otherOffers,
    price_score: a.priceMaxPoints > 0 ? { max_points: a.priceMaxPoints, formula: 'proportional' } : null,
    technical_points: a.technicalPoints,
    competitors: a.competitors,
  };
  const r = costResults(workers, params);
  return a.excluded && r.bid ? { ...r, bid: { ...r.bid, excluded: true } } : r;
}

const money = (description: string) => ({ control: { type: 'number' as const, min: 0, step: 1000 }, description });
const percent = (description: string) => ({ control: { type: 'number' as const, min: 0, max: 100, step: 0.5 }, description });

const meta: Meta<BidCardArgs> = {
  title: 'Simulación/Presupuesto y oferta',
  // the docs page's props table is the card's own; the stories' args are the figures its results are computed from
  // Storybook types `component` by the stories' args, which here are the figures, not the card's props
  component: BudgetCard as unknown as ComponentType<BidCardArgs>,
  subcomponents: { JustificationButton },
  render: (a) => (
    <div className="max-w-5xl bg-slate-50 p-6">
      <BudgetCard
        results={resultsOf(a)}
        action={
          a.justification === 'none' ? undefined : (
            <JustificationButton state={a.justification} error={JUSTIFICATION_FAILED} onDownload={noop} />
          )
        }
        onOfferWin={a.offerWinButton ? noop : undefined}
      />
    </div>
  ),
  args: {
    cost: Math.round(cost),
    tenderBudget: 0,
    offer: 0,
    otherOffers: [],
    overheads: 13,
    benefit: 6,
    vat: 21,
    excluded: false,
    priceMaxPoints: 0,
    technicalPoints: 0,
    competitors: [],
    justification: 'idle',
    offerWinButton: false,
  },
  argTypes: {
    cost: {
      name: 'Coste (€)',
      ...money('Coste antes de gastos generales y beneficio, sin IVA: la plantilla de ejemplo se escala hasta esta cifra.'),
    },
    tenderBudget: {
      name: 'Presupuesto base de licitación (€)',
      ...money('Sin IVA. 0 = sin indicar: la tarjeta pide que se indique.'),
    },
    offer: {
      name: 'Nuestra oferta (€)',
      ...money('Sin IVA. 0 = ofertar el precio calculado (coste, gastos generales y beneficio).'),
    },
    otherOffers: {
      name: 'Otras ofertas (€)',
      control: 'object',
      description: 'Las ofertas de los demás licitadores, sin IVA, para el umbral de anormalidad (art. 85 RGLCAP).',
    },
    overheads: { name: 'Gastos generales (%)', ...percent('Sobre el coste.') },
    benefit: { name: 'Beneficio industrial (%)', ...percent('Sobre el coste.') },
    vat: { name: 'IVA (%)', ...percent('Tipo de IVA de la oferta.') },
    excluded: {
      name: 'Excluida',
      control: 'boolean',
      description:
        'Fuerza el estado «Excluida» (oferta por encima del presupuesto base); se activa solo cuando la oferta supera el presupuesto.',
    },
    priceMaxPoints: {
      name: 'Puntos máximos del precio',
      control: { type: 'number', min: 0, step: 1 },
      description: '0 = sin puntuación del precio (fórmula proporcional).',
    },
    technicalPoints: {
      name: 'Nuestros puntos técnicos',
      control: { type: 'number', min: 0, step: 1 },
      description: 'Los puntos de nuestra propuesta técnica.',
    },
    competitors: {
      name: 'Competidores',
      control: 'object',
      description: 'Nombre, precio sin IVA y puntos técnicos de cada competidor.',
    },
    justification: {
      name: 'Botón «Descargar justificación»',
      control: 'select',
      options: ['none', 'idle', 'downloading', 'failed', 'recosting'],
      description:
        'none = sin botón (lector sin permiso); idle, downloading, failed o recosting (desactivado mientras se recalculan los parámetros).',
    },
    offerWinButton: {
      name: 'Botón «Ofertar el precio ganador»',
      control: 'boolean',
      description: 'Visible cuando el usuario puede modificar los parámetros.',
    },
  },
};
export default meta;
type Story = StoryObj<BidCardArgs>;

export const WithoutTenderBudget: Story = {
  name: 'Sin presupuesto de licitación',
  parameters: { expectText: 'Indica el presupuesto base de licitación' },
};

export const OfferFine: Story = {
  name: 'Oferta correcta',
  // budget 1.3 × the cost; two other offers close to ours
  args: { tenderBudget: Math.round(cost * 1.3), otherOffers: [Math.round(cost * 1.2), Math.round(cost * 1.25)] },
  parameters: { expectText: 'no incurre en presunción de anormalidad' },
};

export const OfferAbnormal: Story = {
  name: 'Oferta anormalmente baja',
  // alone against a budget 1.8 × the cost: a discount far above 25 points
  args: { tenderBudget: Math.round(cost * 1.8) },
  parameters: { expectText: 'incurre en presunción de anormalidad (art. 85 RGLCAP)' },
};

export const BelowCost: Story = {
  name: 'Oferta por debajo del coste',
  args: { tenderBudget: Math.round(cost * 1.1), offer: Math.round(cost * 0.95) },
  parameters: { expectText: 'por debajo del coste' },
};

export const Excluded: Story = {
  name: 'Oferta por encima del presupuesto',
  args: { tenderBudget: Math.round(cost * 1.1), offer: Math.round(cost * 1.2) },
  parameters: { expectText: 'Excluida: supera el presupuesto base' },
};

// The price score (docs/budget.md §5): budget 1.3 × C; ours is the total, about 1.19 × C, the lowest offer
const scored: Partial<BidCardArgs> = { tenderBudget: Math.round(cost * 1.3), priceMaxPoints: 60, technicalPoints: 35 };

export const ScoreFirst: Story = {
  name: 'Puntuación: primera',
  // Norte 60 × 1.19 / 1.25 = 57.12 + 33 < our 60 + 35
  args: {
    ...scored,
    offerWinButton: true,
    competitors: [
      { name: 'Limpiezas Norte', price: Math.round(cost * 1.25), technical_points: 33 },
      { name: 'Servicios Sur', price: Math.round(cost * 1.28), technical_points: 30 },
    ],
  },
  parameters: { expectText: 'puesto 1 de 3' },
};

export const ScoreSecond: Story = {
  name: 'Puntuación: segunda',
  // Norte 57.12 + 38 = 95.12 beats our 95: the winning price is lower than ours
  args: {
    ...scored,
    offerWinButton: true,
    competitors: [
      { name: 'Limpiezas Norte', price: Math.round(cost * 1.25), technical_points: 38 },
      { name: 'Servicios Sur', price: Math.round(cost * 1.28), technical_points: 30 },
    ],
  },
  parameters: { expectText: 'puesto 2 de 3' },
};

export const ScoreExcluded: Story = {
  name: 'Puntuación: oferta excluida',
  // Brillo Integral offers above the tender budget: excluded, no points, no rank
  args: {
    ...scored,
    competitors: [
      { name: 'Limpiezas Norte', price: Math.round(cost * 1.25), technical_points: 33 },
      { name: 'Brillo Integral', price: Math.round(cost * 1.4), technical_points: 40 },
    ],
  },
  parameters: { expectText: 'Excluida' },
};

export const ScoreAlone: Story = {
  name: 'Puntuación: sin competidores',
  args: { ...scored, offerWinButton: true },
  parameters: { expectText: 'puesto 1 de 1' },
};

// 'Descargar justificación' in its four states, on a card with a fine offer
const fine: Partial<BidCardArgs> = { tenderBudget: Math.round(cost * 1.3), otherOffers: [Math.round(cost * 1.2)] };

export const JustificationIdle: Story = {
  name: 'Descargar justificación: disponible',
  args: { ...fine, justification: 'idle' },
  parameters: { expectText: 'Descargar justificación' },
};

export const JustificationDownloading: Story = {
  name: 'Descargar justificación: descargando',
  args: { ...fine, justification: 'downloading' },
  parameters: { expectText: 'Descargar justificación' },
};

export const JustificationFailed: Story = {
  name: 'Descargar justificación: error',
  args: { ...fine, justification: 'failed' },
  parameters: { expectText: JUSTIFICATION_FAILED },
};

export const JustificationRecosting: Story = {
  name: 'Descargar justificación: desactivado mientras se recalcula',
  args: { ...fine, justification: 'recosting' },
  parameters: { expectText: 'Descargar justificación' },
};

// The offer's own premise beside the margin (premises.md §1), in that severity's colour: with 13 % overheads and 6 %
// benefit, C + overheads = 1.13 × C and the total 1.19 × C
export const OfferBelowOverheads: Story = {
  name: 'Oferta que no cubre los gastos generales',
  args: { tenderBudget: Math.round(cost * 1.3), offer: Math.round(cost * 1.05) },
  parameters: { expectText: 'La oferta no cubre los gastos generales: deja sin cubrir' },
};

export const OfferBelowBenefit: Story = {
  name: 'Oferta que no cubre el beneficio',
  args: { tenderBudget: Math.round(cost * 1.3), offer: Math.round(cost * 1.16) },
  parameters: { expectText: 'La oferta no cubre el beneficio: deja sin cubrir' },
};

export const WinPriceBelowOverheads: Story = {
  name: 'Precio ganador por debajo de los gastos generales',
  // Norte at 1.08 × C with 36 technical points: we win alone up to about 1.062 × C, between C and C + overheads
  args: {
    ...scored,
    offerWinButton: true,
    competitors: [{ name: 'Limpiezas Norte', price: Math.round(cost * 1.08), technical_points: 36 }],
  },
  parameters: { expectText: 'quedan sin cubrir' },
};

// The designers' phone: the figures go under their labels, whole; the premise under the margin
export const OfferBelowOverheadsPhone: Story = {
  name: 'Oferta que no cubre los gastos generales, en el móvil (390)',
  args: { ...scored, tenderBudget: Math.round(cost * 1.3) + 1_000_000, offer: Math.round(cost * 1.05) },
  globals: { viewport: { value: 'movil', isRotated: false } },
  parameters: { expectText: 'La oferta no cubre los gastos generales: deja sin cubrir' },
};
