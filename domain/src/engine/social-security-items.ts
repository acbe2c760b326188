/**
 * Social security by contract type and year (docs/social-security.md): in `itemised` mode each worker's employer
 * contributions are computed month by month, line by line, on the month's contribution base; `flat` (the default)
 * keeps the simulation's single percentage of the wage.
 *
 * Choices written down:
 * - the contribution base of a month is the month's wage cost less the pluses outside social security, at least
 *   the minimum base × the part-time coefficient and at most the maximum base (a substitutions' line, which may
 *   stand for more than one person, at most the maximum × its FTE); a month without wage contributes nothing;
 * - new hires contribute as open-ended contracts, substitutes (vacation and holiday cover) as fixed-term ones, a
 *   surrogate by its own `contract_type` (open-ended when not given);
 * - the disability discount is taken off the itemised total, and spread over the months and lines in proportion.
 */
import { contractYears } from './budget.js';
import { serviceMonthStarts } from './calendar.js';
import { DEFAULT_DISABILITY_DISCOUNT_YEAR, markDisability } from './disability-discount.js';
import {
  contributionBasesOf,
  socialSecurityRatesOf,
  type ContractKind,
  type SocialSecurityYearRates,
} from './social-security-rates.js';

export type SocialSecurityMode = 'flat' | 'itemised';

/** The employer's contribution lines, in euros. */
export interface SocialSecurityLines {
  common: number;
  unemployment: number;
  fogasa: number;
  fp: number;
  mei: number;
  at_ep: number;
}

export const SOCIAL_SECURITY_LINES: ReadonlyArray<keyof SocialSecurityLines> = [
  'common',
  'unemployment',
  'fogasa',
  'fp',
  'mei',
  'at_ep',
];

/** The lines, the disability discount taken off them and what is left (`total`). */
export interface SocialSecurityAmounts extends SocialSecurityLines {
  discount: number;
  total: number;
}

/** The rates of one calendar year as the results show them, in %. */
export interface SocialSecurityRatesShown {
  common: number;
  unemployment_indefinido: number;
  unemployment_temporal: number;
  fogasa: number;
  fp: number;
  mei: number;
  at_ep: number;
}

/** `results.social_security_items`: the whole service, each calendar year (with its rates and bases) and each contract year. */
export interface SocialSecurityItems extends SocialSecurityAmounts {
  at_ep_percent: number;
  calendar_years: Array<
    SocialSecurityAmounts & {
      year: number;
      rates: SocialSecurityRatesShown;
      minimum_base: number;
      maximum_base: number;
      base: number;
    }
  >;
  contract_years: Array<SocialSecurityAmounts & { from: string; to: string }>;
}

/** What an itemised cost reads of the service. */
export interface ItemisedTerms {
  service_date_init: string;
  months: number;
  at_ep_percent: number;
}

/**
 * The fields of a cost line (the engine's `WorkerCost`) the itemised contributions read and write; written here, not
 * imported, as costs.ts reads this module's types.
 */
export interface ItemisedWorker {
  kind: 'surrogate' | 'new' | 'substitute';
  fte: number;
  salary: number;
  monthly_salary?: number[];
  non_contributory?: number;
  monthly_non_contributory?: number[];
  contract_type?: ContractKind;
  social_security: number;
  social_security_activate: boolean;
  social_security_discount: number;
  monthly_social_security?: number[];
}

/** The contract a cost line contributes by. */
export function contractKindOf(w: Pick<ItemisedWorker, 'kind' | 'contract_type'>): ContractKind {
  return w.kind === 'substitute' ? 'temporal' : (w.contract_type ?? 'indefinido');
}

/** One month's contribution base: the contributory wage bounded by the minimum base × c and the maximum base. */
export function contributionBase(wage: number, c: number, year: number): number {
  if (wage <= 0) return 0;
  const bases = contributionBasesOf(year);
  return Math.min(Math.max(wage, bases.minimum * c), bases.maximum * Math.max(1, c));
}

/** The employer's lines on a month's contribution base. */
export function monthContributions(
  base: number,
  rates: SocialSecurityYearRates,
  contract: ContractKind,
  atEpPercent: number,
): SocialSecurityLines {
  return {
    common: (rates.common / 100) * base,
    unemployment: (rates.unemployment[contract] / 100) * base,
    fogasa: (rates.fogasa / 100) * base,
    fp: (rates.fp / 100) * base,
    mei: (rates.mei / 100) * base,
    at_ep: (atEpPercent / 100) * base,
  };
}

/** The calendar year of each service month. */
export function serviceMonthYears(start: string, months: number): number[] {
  return serviceMonthStarts(start, months)
    .slice(0, months)
    .map((m) => Number(m.slice(0, 4)));
}

/** A line's contributory wage month by month (a line stored without a monthly split spreads it evenly). */
export function contributoryMonths(
  w: Pick<ItemisedWorker, 'salary' | 'monthly_salary' | 'non_contributory' | 'monthly_non_contributory'>,
  months: number,
): number[] {
  const wage = w.monthly_salary?.length === months ? w.monthly_salary : new Array<number>(months).fill(w.salary / months);
  const outside =
    w.monthly_non_contributory?.length === months
      ? w.monthly_non_contributory
      : wage.map((v) => (w.salary > 0 ? ((w.non_contributory ?? 0) * v) / w.salary : 0));
  return wage.map((v, m) => v - outside[m]!);
}

/** A cost line's contribution base and lines, month by month. */
export function workerContributions(
  w: ItemisedWorker,
  terms: ItemisedTerms,
  years = serviceMonthYears(terms.service_date_init, terms.months),
) {
  const contract = contractKindOf(w);
  return contributoryMonths(w, terms.months).map((wage, m) => {
    const base = contributionBase(wage, w.fte, years[m]!);
    return {
      year: years[m]!,
      base,
      lines: monthContributions(base, socialSecurityRatesOf(years[m]!), contract, terms.at_ep_percent),
    };
  });
}

/** The employer's contributions of some lines, summed. */
export const sumLines = (l: SocialSecurityLines) => l.common + l.unemployment + l.fogasa + l.fp + l.mei + l.at_ep;

/** How a run or a re-cost prices social security. */
export interface SocialSecurityTerms {
  mode: SocialSecurityMode;
  /** the flat rate, % */
  social_security: number;
  /** required in itemised mode */
  at_ep_percent?: number | null;
  service_date_init: string;
  months: number;
  disability_discount_year?: number | null;
}

/**
 * The cost lines' social security priced again by a mode: the gross (the flat rate × the contributory wage, or the
 * itemised total), less the disability discount of a marked new hire; in itemised mode each line also carries its
 * social security by month, for the budget by contract year.
 */
export function withSocialSecurity<W extends ItemisedWorker>(employees: readonly W[], terms: SocialSecurityTerms): W[] {
  const years = serviceMonthYears(terms.service_date_init, terms.months);
  const discountYear = terms.disability_discount_year ?? DEFAULT_DISABILITY_DISCOUNT_YEAR;
  return employees.map((w) => {
    const { monthly_social_security: _dropped, ...line } = w;
    const monthly =
      terms.mode === 'itemised'
        ? workerContributions(w, { ...terms, at_ep_percent: terms.at_ep_percent ?? 0 }, years).map((x) => sumLines(x.lines))
        : null;
    const gross = monthly
      ? monthly.reduce((a, b) => a + b, 0)
      : (terms.social_security / 100) * (w.salary - (w.non_contributory ?? 0));
    const priced = markDisability(
      { ...line, social_security: gross, social_security_discount: 0 },
      w.social_security_activate,
      terms.months,
      discountYear,
    );
    const kept = gross > 0 ? priced.social_security / gross : 0;
    return { ...priced, ...(monthly ? { monthly_social_security: monthly.map((v) => v * kept) } : {}) } as W;
  });
}

const zeroAmounts = (): SocialSecurityAmounts => ({
  common: 0,
  unemployment: 0,
  fogasa: 0,
  fp: 0,
  mei: 0,
  at_ep: 0,
  discount: 0,
  total: 0,
});

function addTo(a: SocialSecurityAmounts, lines: SocialSecurityLines, discountShare: number) {
  for (const k of SOCIAL_SECURITY_LINES) a[k] += lines[k];
  const gross = sumLines(lines);
  a.discount += gross * discountShare;
  a.total += gross * (1 - discountShare);
}

function ratesShown(year: number, atEp: number): SocialSecurityRatesShown {
  const r = socialSecurityRatesOf(year);
  return {
    common: r.common,
    unemployment_indefinido: r.unemployment.indefinido,
    unemployment_temporal: r.unemployment.temporal,
    fogasa: r.fogasa,
    fp: r.fp,
    mei: r.mei,
    at_ep: atEp,
  };
}

/** `results.social_security_items` of cost lines priced in itemised mode (their discount spread in proportion). */
export function socialSecurityItemsOf(employees: readonly ItemisedWorker[], terms: ItemisedTerms): SocialSecurityItems {
  const years = serviceMonthYears(terms.service_date_init, terms.months);
  const slices = contractYears(terms.service_date_init, terms.months);
  const total = zeroAmounts();
  const byYear = new Map<number, SocialSecurityItems['calendar_years'][number]>();
  for (const y of new Set(years)) {
    const b = contributionBasesOf(y);
    byYear.set(y, {
      year: y,
      rates: ratesShown(y, terms.at_ep_percent),
      minimum_base: b.minimum,
      maximum_base: b.maximum,
      base: 0,
      ...zeroAmounts(),
    });
  }
  const bySlice = slices.map((s) => ({ from: s.from, to: s.to, ...zeroAmounts() }));
  const sliceOf = (m: number) => slices.findIndex((s) => m >= s.firstMonth && m <= s.lastMonth);
  for (const w of employees) {
    const months = workerContributions(w, terms, years);
    const gross = months.reduce((a, x) => a + sumLines(x.lines), 0);
    const share = gross > 0 ? w.social_security_discount / gross : 0;
    months.forEach((x, m) => {
      addTo(total, x.lines, share);
      const year = byYear.get(x.year)!;
      year.base += x.base;
      addTo(year, x.lines, share);
      addTo(bySlice[sliceOf(m)]!, x.lines, share);
    });
  }
  return {
    ...total,
    at_ep_percent: terms.at_ep_percent,
    calendar_years: [...byYear.values()].sort((a, b) => a.year - b.year),
    contract_years: bySlice,
  };
}
