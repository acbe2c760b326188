/**
 * The justification of an offer (LCSP art. 149.4) as plain data: how the offered price is made up per contract
 * year, the agreement's terms and its salary tables for every year of the service, and the abnormally-low check
 * step by step. The PDF prints these rows; they are pure so that the numbers are tested without reading a PDF.
 * Money is not rounded here (the printer rounds with `moneyText`, as the page does).
 */
import { annualHours, incrementFactor } from '../engine/wage-rules.js';
import type { AgreementT } from '../engine/codecs.js';
import { abnormalThreshold, discountPercent, isAdmittedOffer, type ContractYearCost } from '../engine/budget.js';
import { formatNumber } from '../number-format';
import { moneyText, percentText, roundCents } from './budget-card';

/** A contract year's costs as the results' `budget.years` give them (VAT is not part of the offer's make-up). */
export type YearCosts = Omit<ContractYearCost, 'vat_amount' | 'total_with_vat'>;

/** A contract year of the offer's make-up: the year's costs, C, the offer's share and what it leaves. */
export interface OfferYear extends Pick<
  YearCosts,
  'from' | 'to' | 'wages' | 'social_security' | 'absenteeism' | 'materials' | 'overheads'
> {
  /** C: wages, social security, absenteeism and materials */
  costs: number;
  /** the offer's share of this year, in proportion to the year's cost */
  offer: number;
  /** what the offer leaves once costs and overheads are paid (negative: it does not pay them) */
  benefit: number;
}

export interface OfferMakeUp {
  offer: number;
  years: OfferYear[];
  total: OfferYear;
  /** the benefit rate the parameters ask for, and the one the offer leaves over C */
  benefitRate: number;
  benefitLeftRate: number;
  /** one sentence a committee reads: whether the price pays the costs and how much benefit remains */
  verdict: string;
}

/**
 * How the offered price pays each cost line: the offer spread over the contract years in proportion to each
 * year's total, overheads at their rate, and the benefit that remains (offer − C − overheads).
 */
export function offerMakeUp(offer: number, years: readonly YearCosts[], benefitRate: number): OfferMakeUp {
  const total = years.reduce((a, y) => a + y.total_without_vat, 0);
  const rows: OfferYear[] = years.map((y) => {
    const costs = y.wages + y.social_security + y.absenteeism + y.materials;
    const share = total > 0 ? (offer * y.total_without_vat) / total : offer / years.length;
    return {
      from: y.from,
      to: y.to,
      wages: y.wages,
      social_security: y.social_security,
      absenteeism: y.absenteeism,
      materials: y.materials,
      costs,
      overheads: y.overheads,
      offer: share,
      benefit: share - costs - y.overheads,
    };
  });
  const sum = (k: keyof OfferYear) => rows.reduce((a, r) => a + (r[k] as number), 0);
  const all: OfferYear = {
    from: rows[0]?.from ?? '',
    to: rows[rows.length - 1]?.to ?? '',
    wages: sum('wages'),
    social_security: sum('social_security'),
    absenteeism: sum('absenteeism'),
    materials: sum('materials'),
    costs: sum('costs'),
    overheads: sum('overheads'),
    offer,
    benefit: offer - sum('costs') - sum('overheads'),
  };
  const leftRate = all.costs > 0 ? (all.benefit / all.costs) * 100 : 0;
  let verdict: string;
  if (roundCents(all.benefit) < 0 && roundCents(offer) >= roundCents(all.costs))
    verdict = `La oferta paga todos los costes directos (${moneyText(all.costs)}) y cubre ${moneyText(offer - all.costs)} de los ${moneyText(all.overheads)} de gastos generales; no queda beneficio industrial.`;
  else if (roundCents(all.benefit) < 0)
    verdict = `La oferta no cubre los costes directos: faltan ${moneyText(all.costs - offer)} para pagar salarios, seguridad social, absentismo y materiales.`;
  else if (leftRate + 1e-9 < benefitRate)
    verdict = `La oferta paga todos los costes y los gastos generales, y deja un beneficio industrial de ${moneyText(all.benefit)} (${percentText(leftRate)} sobre los costes), menor que el ${percentText(benefitRate)} previsto.`;
  else
    verdict = `La oferta paga todos los costes y los gastos generales, y deja un beneficio industrial de ${moneyText(all.benefit)} (${percentText(leftRate)} sobre los costes).`;
  return { offer, years: rows, total: all, benefitRate, benefitLeftRate: leftRate, verdict };
}

// ---------------------------------------------------------------- the grounds

/** The grounds of LCSP art. 149.4 a preparer writes, in the order the PDF prints them, with a hint of what each holds. */
export const JUSTIFICATION_GROUNDS = [
  {
    key: 'method_savings',
    label: 'Ahorro que permite el método de prestación del servicio',
    hint: 'Organización del trabajo, rutas, turnos o maquinaria que reducen horas o costes.',
  },
  {
    key: 'technical_solutions',
    label: 'Soluciones técnicas adoptadas',
    hint: 'Equipos, productos o sistemas que abaratan el servicio sin rebajar su calidad.',
  },
  {
    key: 'favourable_conditions',
    label: 'Condiciones excepcionalmente favorables de que dispone el licitador',
    hint: 'Proximidad, medios propios ya amortizados, acuerdos con proveedores.',
  },
  {
    key: 'originality',
    label: 'Originalidad de los servicios',
    hint: 'Lo que la oferta aporta de forma distinta a la habitual.',
  },
  {
    key: 'obligations',
    label: 'Cumplimiento de las obligaciones medioambientales, sociales y laborales, y de subcontratación',
    hint: 'Convenio aplicado, salarios y cotizaciones íntegros, subcontratas.',
  },
  {
    key: 'state_aid',
    label: 'Posible obtención de una ayuda de Estado',
    hint: 'Bonificaciones o ayudas públicas y su base legal.',
  },
] as const;

/** At most this many characters per ground (the contract's limit). */
export const GROUND_MAX_LENGTH = 4000;

// ---------------------------------------------------------------- the agreements

/** The calendar years a service spans (the increments apply per calendar year). */
export function serviceYears(serviceStart: string, months: number): number[] {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(serviceStart);
  if (!m || !(months > 0)) return [];
  const first = Number(m[1]);
  const lastMonthIndex = Number(m[2]) - 1 + months - 1; // months from January of the first year
  const last = first + Math.floor(lastMonthIndex / 12);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export interface SalaryYear {
  year: number;
  /** the cumulative increment over the agreement's table, in percent (0 for the table's own year) */
  increment: number;
  salary_year: number;
  base_salary_year: number | null;
  hourly_wage: number;
}

export interface CategorySalaries {
  category: string;
  years: SalaryYear[];
}

/** Each category's yearly salary, base salary and hourly wage for every calendar year of the service, with its increments. */
export function salaryTables(
  a: AgreementT,
  categories: ReadonlySet<string> | null,
  years: readonly number[],
): CategorySalaries[] {
  const hours = annualHours(a);
  return a.categories
    .filter((c) => !categories || categories.has(c.professional_category))
    .map((c) => ({
      category: c.professional_category,
      years: years.map((year) => {
        const f = incrementFactor(a, year);
        return {
          year,
          increment: (f - 1) * 100,
          salary_year: c.salary_year * f,
          base_salary_year: c.base_salary_year != null ? c.base_salary_year * f : null,
          hourly_wage: hours > 0 ? (c.salary_year * f) / hours : 0,
        };
      }),
    }));
}

const VACATION_DAYS: Record<string, string> = {
  naturales: 'naturales',
  laborables: 'laborables',
  'laborables+sabados': 'laborables (sábados incluidos)',
};
const HOLIDAY_WORK: Record<string, string> = {
  plus: 'con el plus de festivo del convenio',
  surcharge: 'con un recargo del 75 % sobre el salario hora ordinario',
  rest: 'con descanso compensatorio, cubierto por personal sustituto',
};

/** The agreement's working-time and pay rules, as label and text. */
export function agreementRules(a: AgreementT): Array<[string, string]> {
  const terms: Array<[string, string]> = [
    ['Vigencia', a.start_year && a.end_year ? `${a.start_year}–${a.end_year}` : `tablas de ${a.salary_year}`],
    ['Jornada semanal', `${formatNumber(a.max_hours_per_week)} h`],
    [
      'Jornada anual',
      a.max_hours_per_year != null
        ? `${formatNumber(a.max_hours_per_year)} h`
        : `${formatNumber(annualHours(a))} h (no fijada por el convenio; calculada sobre la jornada semanal)`,
    ],
    [
      'Vacaciones',
      `${formatNumber(a.holiday_days, 0)} días ${VACATION_DAYS[a.holiday_days_types ?? 'naturales'] ?? 'naturales'}`,
    ],
    ['Antigüedad', seniorityText(a)],
    ['Festivos trabajados', `se compensan ${HOLIDAY_WORK[a.holiday_work_compensation ?? 'plus']}`],
    ['Incrementos salariales', incrementsText(a)],
  ];
  return terms;
}

function seniorityText(a: AgreementT): string {
  const rules = (a.seniority_bonus ?? []).filter((r) => (r.period_bonus ?? 0) > 0);
  const perCategory = a.categories.some((c) => c.seniority_bonus && c.seniority_bonus.amount > 0);
  if (!rules.length) return perCategory ? 'importe fijo por categoría, según su tabla' : 'sin complemento de antigüedad';
  return rules
    .map((r) => {
      const every = `cada ${formatNumber(r.period_bonus ?? 0, 0)} años`;
      if ((r.fixed_annual ?? 0) > 0) return `${moneyText(r.fixed_annual!)} al año ${every}`;
      const cap = r.max_percent ?? r.max_seniority;
      return `${percentText(r.percent_over_salary ?? 0)} del salario base ${every}${cap != null ? `, hasta un ${percentText(cap)}` : ''}`;
    })
    .join('; ');
}

function incrementsText(a: AgreementT): string {
  const list = (a.annual_increment ?? []).slice().sort((x, y) => x.year - y.year);
  if (!list.length) return `sin incrementos conocidos: se mantienen las tablas de ${a.salary_year}`;
  const last = list[list.length - 1]!;
  return `${list.map((i) => `${i.year}: ${percentText(i.increment)}`).join('; ')} (después de ${last.year}, se repite el último)`;
}

// ---------------------------------------------------------------- the abnormally-low check

export interface OfferLine {
  name: string;
  price: number;
  discount: number;
  abnormal: boolean;
}

export interface AbnormalWorking {
  admitted: OfferLine[];
  excluded: Array<{ name: string; price: number; why: string }>;
  /** the rule of RGLCAP art. 85 that applies, by the number of admitted offers */
  rule: string;
  steps: string[];
  mean: number;
  threshold: number;
  thresholdPrice: number;
}

/**
 * RGLCAP art. 85 over the admitted offers (0 < price ≤ tender budget; an offer above it is excluded by law),
 * ours first, told step by step so that a committee can follow it.
 */
export function abnormalWorking(
  tenderBudget: number,
  ours: number,
  others: ReadonlyArray<{ name?: string | null; price: number }>,
): AbnormalWorking {
  const all = [
    { name: 'Nuestra oferta', price: ours },
    ...others.map((o, i) => ({ name: o.name?.trim() || `Competidor ${i + 1}`, price: o.price })),
  ];
  const admittedInput = all.filter((o) => isAdmittedOffer(tenderBudget, o.price));
  const excluded = all
    .filter((o) => !admittedInput.includes(o))
    .map((o) => ({
      name: o.name,
      price: o.price,
      why: o.price > tenderBudget ? 'supera el presupuesto base de licitación' : 'precio no válido',
    }));
  const discounts = admittedInput.map((o) => discountPercent(tenderBudget, o.price));
  const n = discounts.length;
  if (!n)
    return {
      admitted: [],
      excluded,
      rule: 'Ninguna oferta admitida: no se aplica el art. 85.',
      steps: [],
      mean: 0,
      threshold: 0,
      thresholdPrice: tenderBudget,
    };
  const { mean, threshold } = abnormalThreshold(discounts);
  const thresholdPrice = tenderBudget * (1 - threshold / 100);
  // compared on cents, as the offer is typed and the page shows it
  const admitted = admittedInput.map((o, i) => ({
    ...o,
    discount: discounts[i]!,
    abnormal: roundCents(o.price) < roundCents(thresholdPrice),
  }));
  const oursLine = admittedInput.includes(all[0]!) ? admitted[0]! : null;
  const rules: Record<number, string> = {
    1: 'Art. 85.1 (un licitador): es anormal la baja superior a 25 puntos porcentuales.',
    2: 'Art. 85.2 (dos licitadores): es anormal la oferta cuya baja supere en más de 20 puntos a la de la otra.',
    3: 'Art. 85.3 (tres licitadores): es anormal la baja que supere en más de 10 puntos la media, excluida de esta la oferta de mayor precio si su baja queda más de 10 puntos por debajo de la media; en todo caso, la baja superior a 25 puntos.',
  };
  const rule =
    rules[n] ??
    'Art. 85.4 (cuatro o más licitadores): es anormal la baja que supere en más de 10 puntos la media de todas, recalculada sin las bajas que queden más de 10 puntos por debajo de ella.';
  const list = admitted.map((o) => `${o.name}: ${moneyText(o.price)}, baja ${percentText(o.discount)}`);
  const steps = [
    `Presupuesto base de licitación: ${moneyText(tenderBudget)} (sin IVA). Baja de cada oferta = (presupuesto − precio) / presupuesto × 100.`,
    ...list,
    n >= 3
      ? `Media de las bajas considerada: ${percentText(mean)}.`
      : n === 2
        ? `Baja de la otra oferta más 20 puntos.`
        : 'Límite de 25 puntos.',
    `Umbral de anormalidad: baja de ${percentText(threshold)}, es decir, un precio de ${moneyText(thresholdPrice)}.`,
    oursLine
      ? `Nuestra oferta (baja ${percentText(oursLine.discount)}) ${oursLine.abnormal ? 'queda por debajo del umbral: incurre en presunción de anormalidad.' : 'no queda por debajo del umbral: no incurre en presunción de anormalidad.'}`
      : 'Nuestra oferta supera el presupuesto base de licitación: quedaría excluida.',
  ];
  return { admitted, excluded, rule, steps, mean, threshold, thresholdPrice };
}
