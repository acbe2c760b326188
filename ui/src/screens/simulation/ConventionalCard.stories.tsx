import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { costResults, demoParameters, demoWorkers, DEMO_MONTHS } from '@licita/application/fakes';
import { bidParametersOf, conventionalOf, type ConventionalBase, type Results, type SolutionParameters } from '@licita/domain';
import { ConventionalCard } from './ConventionalCard';

const meta: Meta = { title: 'Simulación/Método de horas anuales', component: ConventionalCard };
export default meta;
type Story = StoryObj;

const base: SolutionParameters = { ...demoParameters(), overheads: 13, benefit: 6, vat: 21 };
const SALARY = 17785.95;

/**
 * The demo results with the annual-hours method beside them: each category's hours over `effectiveHours` a year, the
 * demo surrogates kept, the rest new at the base agreement's salary (as the engine computes it).
 */
function withMethod(p: Partial<SolutionParameters>, effectiveHours: number): Results {
  const params = { ...base, ...p };
  const r = costResults(demoWorkers(), params);
  const span = DEMO_MONTHS / 12;
  const categories: ConventionalBase['categories'] = {};
  for (const [name, c] of Object.entries(r.categories)) {
    const fte = c.hours / (effectiveHours * span);
    const fteNew = Math.max(0, fte - c.fte_sub);
    const surrogates = demoWorkers()
      .filter((w) => w.kind === 'surrogate' && w.category === name)
      .reduce((a, w) => a + w.salary, 0);
    const wages = surrogates + fteNew * SALARY * span;
    categories[name] = {
      hours: c.hours,
      effective_hours_per_fte: effectiveHours,
      fte,
      fte_surrogates: c.fte_sub,
      fte_new: fteNew,
      wages,
      contributory_wages: wages,
    };
  }
  const { overheads, vat } = bidParametersOf(params);
  const conventional = conventionalOf(
    { categories },
    {
      social_security: 32.4,
      months: 12,
      absenteeism_rate: params.absenteeism_rate,
      substitution_percentage: 100,
      benefit: params.benefit,
      overheads,
      vat,
      roster: { wages: r.hiring_costs, total_cost: r.total_cost, materials: [] },
    },
  );
  const bid = r.bid
    ? {
        ...r.bid,
        covers: { roster: r.bid.tender_budget >= r.total_cost, conventional: r.bid.tender_budget >= conventional.total_cost },
      }
    : undefined;
  return { ...r, conventional, ...(bid ? { bid } : {}) };
}
const frame = (children: ReactNode) => <div className="max-w-5xl bg-slate-50 p-6">{children}</div>;
const totals = (effectiveHours: number) => {
  const r = withMethod({}, effectiveHours);
  return { roster: r.total_cost, conventional: r.conventional!.total_cost };
};
// 1,739 h a year (the base agreement): the method needs more FTE than the roster gives
const TIGHT = 1739;
// 2,400 h a year: fewer FTE than the roster
const LOOSE = 2400;

export const WithoutTenderBudget: Story = {
  name: 'Sin presupuesto de licitación',
  render: () => frame(<ConventionalCard results={withMethod({}, TIGHT)} />),
  parameters: { expectText: 'para saber si cubre cada método' },
};

export const Covered: Story = {
  name: 'El presupuesto cubre ambos métodos',
  render: () => {
    const t = totals(TIGHT);
    return frame(
      <ConventionalCard results={withMethod({ tender_budget: Math.round(Math.max(t.roster, t.conventional) * 1.05) }, TIGHT)} />,
    );
  },
  parameters: { expectText: 'cubre el método de horas anuales' },
};

export const NotCovered: Story = {
  name: 'El presupuesto no cubre el método de horas anuales',
  render: () => {
    const t = totals(TIGHT);
    // between the two totals
    return frame(
      <ConventionalCard results={withMethod({ tender_budget: Math.round((t.roster + t.conventional) / 2) }, TIGHT)} />,
    );
  },
  parameters: { expectText: 'no cubre' },
};

export const RosterNeedsMore: Story = {
  name: 'Una categoría en la que el cuadrante necesita más personas',
  render: () => frame(<ConventionalCard results={withMethod({}, LOOSE)} />),
  parameters: { expectText: 'El cuadrante necesita más personas' },
};
