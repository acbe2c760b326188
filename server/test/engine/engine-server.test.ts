import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { HighsSolver, toLpFormat } from '../../src/engine/highs-solver.js';
import { generateTender, BENCH_SIZES } from '../../src/engine/bench-generator.js';
import { runSimulateCli } from '../../src/cli/simulate.js';
import { simulate, type MilpModel } from '@licita/domain';
import { arbTender, build } from '@licita/domain/test/engine/arbitraries';

const clock = () => Date.UTC(2026, 10, 22, 3, 0, 0);
const EXAMPLE = new URL('../../../docs/examples/example-tender.json', import.meta.url);

describe('HiGHS behind the solver port', () => {
  const model: MilpModel = {
    // min x + 2y  s.t. x + y ≥ 3, x ≤ 2, integers → x = 2, y = 1, objective 4
    variables: [
      { name: 'x', lb: 0, ub: 2, integer: true, cost: 1 },
      { name: 'y', lb: 0, ub: Number.POSITIVE_INFINITY, integer: true, cost: 2 },
    ],
    constraints: [
      {
        name: 'c',
        terms: [
          [0, 1],
          [1, 1],
        ],
        lb: 3,
        ub: Number.POSITIVE_INFINITY,
      },
    ],
  };

  it('writes CPLEX LP text', () => {
    expect(toLpFormat(model)).toBe(
      [
        'Minimize',
        ' obj: 1 v0 + 2 v1',
        'Subject To',
        ' c0l: 1 v0 + 1 v1 >= 3',
        'Bounds',
        ' 0 <= v0 <= 2',
        ' 0 <= v1 <= +inf',
        'General',
        ' v0 v1',
        'End',
      ].join('\n'),
    );
  });

  it('solves to optimality and reads the values back', async () => {
    const r = await new HighsSolver().solve(model, { timeLimitSeconds: 5 });
    expect(r.status).toBe('optimal');
    expect(r.objective).toBe(4);
    expect(r.values).toEqual([2, 1]);
  });

  it('reports infeasibility', async () => {
    const r = await new HighsSolver().solve(
      { ...model, constraints: [{ name: 'c', terms: [[0, 1]], lb: 3, ub: 3 }] },
      { timeLimitSeconds: 5 },
    );
    expect(r.status).toBe('infeasible');
  });
});

describe('the exact method on small groups', () => {
  it('bench size S is solved by the MILP and proved optimal, and the roster passes the validator', async () => {
    const out = await simulate(generateTender('S'), { clock, solver: new HighsSolver() });
    const g = out.lower_bound.groups;
    expect(g).toHaveLength(1);
    expect(g[0].method).toBe('milp');
    expect(g[0].optimal).toBe(true);
    expect(out.validation).toEqual([]);
    // 60 h of demand (8 h + 4 h blocks, Mon–Fri) and surrogates of 20 h and 15 h: blocks are never split,
    // so the 15 h surrogate can take 12 h at most (8 + 4 or 3 × 4): 60 − 20 − 12 = 28 h of new hires
    expect(g[0].newHireMinutes).toBe(28 * 60);
    expect(g[0].lowerBoundNewMinutes).toBe(25 * 60); // 60 − 35, the bound ignores block sizes
    // the block bound sees whole blocks within the daily limit: it meets the proved optimum
    expect(g[0].blockLowerBoundNewMinutes).toBe(28 * 60);
    expect(out.lower_bound.block_ratio).toBe(1);
    expect(out.lower_bound.block_cost_gap).toBeCloseTo(0, 12);
  });

  it('the block bound never exceeds a proved optimum (random small tenders)', async () => {
    const solver = new HighsSolver();
    let proved = 0;
    await fc.assert(
      fc.asyncProperty(arbTender, async (t) => {
        const out = await simulate(build(t), { clock, solver, localSearchMs: 20 });
        expect(out.validation).toEqual([]);
        for (const g of out.lower_bound.groups) {
          // any valid roster's new-hire minutes bound it from above; a proved optimum is the case that matters
          expect(g.blockLowerBoundNewMinutes).toBeLessThanOrEqual(g.newHireMinutes);
          expect(g.blockLowerBoundNewMinutes).toBeGreaterThanOrEqual(g.lowerBoundNewMinutes);
          if (g.method === 'milp' && g.optimal) proved++;
        }
      }),
      { numRuns: 40 },
    );
    expect(proved).toBeGreaterThan(10);
  });

  it('MILP is never worse than the heuristic and always valid (random small tenders)', async () => {
    const solver = new HighsSolver();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), async (seed) => {
        const doc = generateTender('S', seed) as Record<string, any>;
        // vary the S tender a little: workers, surrogate hours
        doc.fixed_work_shifts[0].number_of_workers = 1 + (seed % 2);
        doc.subrogates[0].working_day_fixed = 10 + (seed % 30);
        const heur = await simulate(doc, { clock });
        const exact = await simulate(doc, { clock, solver });
        expect(exact.validation).toEqual([]);
        const cost = (o: typeof heur) => o.results.hiring_costs + o.results.social_security;
        expect(cost(exact)).toBeLessThanOrEqual(cost(heur) + 1e-6);
      }),
      { numRuns: 8 },
    );
  });
});

describe('bench generator', () => {
  it('is deterministic and has the sizes of the issue', () => {
    const a = JSON.stringify(generateTender('M'));
    expect(JSON.stringify(generateTender('M'))).toBe(a);
    for (const size of ['S', 'M', 'L'] as const) {
      const d = generateTender(size) as Record<string, unknown[]>;
      expect(d.centers).toHaveLength(BENCH_SIZES[size].centers);
      expect(d.subrogates).toHaveLength(BENCH_SIZES[size].surrogates);
      expect(d.fixed_work_shifts.length + d.variable_works.length).toBe(BENCH_SIZES[size].items);
    }
  });
});

describe('realistic tenders', () => {
  it('bench size M of the bench seed and two others: a valid roster, new FTE within 3 % of the hours bound and 1 % of the block bound, costs add up', async () => {
    for (const seed of [20270101, 11, 12]) {
      const out = await simulate(generateTender('M', seed), { clock, solver: new HighsSolver() });
      expect(out.validation).toEqual([]);
      expect(out.roster.uncovered).toEqual([]);
      expect(out.lower_bound.ratio!).toBeLessThan(1.03);
      expect(out.lower_bound.block_ratio!).toBeLessThan(1.01);
      const r = out.results;
      expect(r.total_cost).toBeCloseTo(r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs + r.benefit, 4);
    }
  });
});

describe('npm run simulate', () => {
  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
  };

  it('prints the events and, with --json, the results object as the last line', async () => {
    const c = capture();
    const code = await runSimulateCli([EXAMPLE.pathname, '--json'], c.io);
    expect(code).toBe(0);
    expect(c.out.some((l) => l.includes('Datos cargados'))).toBe(true);
    const results = JSON.parse(c.out[c.out.length - 1]);
    expect(results.total_cost).toBe(47880);
    expect(results.categories['Limpiador/a'].count_new).toBe(2);
  });

  it('with every input of the bid, --json prints overheads_cost, budget, bid and the annual-hours method (conventional) inside the results', async () => {
    const c = capture();
    const code = await runSimulateCli(
      [new URL('../../../docs/examples/bid-tender.json', import.meta.url).pathname, '--json', '--no-milp'],
      c.io,
    );
    expect(code).toBe(0);
    const r = JSON.parse(c.out[c.out.length - 1]);
    const cents = (n: number) => Math.round(n * 100) / 100;
    // C = 47,880; overheads 13 % = 6,224.40; benefit 6 % = 2,872.80; total 56,977.20; VAT 21 % = 11,965.21
    expect(cents(r.overheads_cost)).toBe(6224.4);
    expect(cents(r.total_cost)).toBe(56977.2);
    expect(Object.keys(r.budget)).toEqual([
      'total_without_vat',
      'vat_rate',
      'vat_amount',
      'total_with_vat',
      'price_per_hour',
      'years',
    ]);
    expect(cents(r.budget.total_with_vat)).toBe(68942.41);
    expect(r.budget.years).toHaveLength(1);
    expect(Object.keys(r.bid)).toEqual([
      'tender_budget',
      'offer_without_vat',
      'offer_with_vat',
      'discount_percent',
      'below_cost',
      'excluded',
      'margin',
      'abnormal',
      'covers',
    ]);
    expect(r.bid.excluded).toBe(false);
    // tender budget 62,000 and offers of 58,000 and 60,500: discounts 8.10, 6.45, 2.42 → mean 5.66, threshold 15.66 %
    expect(cents(r.bid.discount_percent)).toBe(8.1);
    expect(cents(r.bid.abnormal.threshold_discount_percent)).toBe(15.66);
    expect(cents(r.bid.abnormal.threshold_price)).toBe(52292.4);
    expect(r.bid.abnormal.ours_abnormal).toBe(false);
    // annual-hours method: 2 × 254 days × 8 h = 4,064 h / 2,000 h = 2.032 FTE × 18,000 = 36,576; SS 12,070.08;
    // C 48,646.08 × 1.19 (overheads and benefit) = 57,888.84, 911.64 more than the roster; 62,000 pays both
    expect(Object.keys(r.conventional)).toEqual([
      'categories',
      'wages',
      'social_security',
      'absenteeism',
      'materials',
      'overheads_cost',
      'benefit',
      'total_cost',
      'total_with_vat',
      'difference_to_roster',
    ]);
    expect(Object.keys(r.conventional.categories['Limpiador/a'])).toEqual([
      'hours',
      'effective_hours_per_fte',
      'fte',
      'fte_surrogates',
      'fte_new',
      'wages',
    ]);
    expect(cents(r.conventional.wages)).toBe(36576);
    expect(cents(r.conventional.total_cost)).toBe(57888.84);
    expect(cents(r.conventional.difference_to_roster)).toBe(911.64);
    expect(r.bid.covers).toEqual({ roster: true, conventional: true });
  });

  it('a document using every input (surrogates, other costs, two centers, increments): --json prints the annual-hours method', async () => {
    const c = capture();
    const code = await runSimulateCli(
      [new URL('../../../docs/examples/regression-tender.json', import.meta.url).pathname, '--json', '--no-milp'],
      c.io,
    );
    expect(code).toBe(0);
    const r = JSON.parse(c.out[c.out.length - 1]);
    const conv = r.conventional;
    expect(Object.keys(conv.categories).sort()).toEqual(Object.keys(r.categories).sort());
    for (const k of Object.values(conv.categories) as Array<Record<string, number>>) {
      expect(k.fte_new).toBeCloseTo(Math.max(0, k.fte - k.fte_surrogates), 12);
      expect(k.effective_hours_per_fte).toBeGreaterThan(0);
    }
    const sum = (key: string) =>
      (Object.values(conv.categories) as Array<Record<string, number>>).reduce((a, k) => a + k[key], 0);
    expect(conv.wages).toBeCloseTo(sum('wages'), 6);
    expect(conv.total_cost).toBeCloseTo(
      conv.wages + conv.social_security + conv.absenteeism + conv.materials + conv.overheads_cost + conv.benefit,
      6,
    );
    expect(conv.difference_to_roster).toBeCloseTo(conv.total_cost - r.total_cost, 6);
  });

  it('with the price score, technical points and competitors, --json prints bid.score inside the results', async () => {
    const c = capture();
    const code = await runSimulateCli(
      [new URL('../../../docs/examples/score-tender.json', import.meta.url).pathname, '--json', '--no-milp'],
      c.io,
    );
    expect(code).toBe(0);
    const score = JSON.parse(c.out[c.out.length - 1]).bid.score;
    expect(Object.keys(score)).toEqual(['offers', 'win_price_max', 'curve']);
    // ours 56,977.20 is the lowest: 60.00 + 35 = 95.00; Limpiezas Norte 60 × 56,977.20 / 58,000 = 58.94 + 38 = 96.94;
    // Servicios Sur 60 × 56,977.20 / 60,500 = 56.51 + 30 = 86.51; Brillo Integral 63,000 is above the 62,000: excluded
    expect(score.offers.map((o: any) => [o.name, o.total_points, o.rank, o.excluded])).toEqual([
      ['Nuestra oferta', 95, 2, false],
      ['Limpiezas Norte', 96.94, 1, false],
      ['Servicios Sur', 86.51, 3, false],
      ['Brillo Integral', null, null, true],
    ]);
    // first alone once Norte's points round below 57: 60p / 58,000 < 56.995 → p < 55,095.17; candidates in steps of
    // 6.20 € (a hundredth of a point of 62,000): 62,000 − 1,114 × 6.20 = 55,093.20
    expect(score.win_price_max).toBe(55093.2);
    // C = 47,880 is baja 22.77: d = 0…22 and C, 24 points; at C ours is abnormal (threshold about 16.7)
    expect(score.curve).toHaveLength(24);
    expect(score.curve[23]).toMatchObject({ offer: 47880, below_cost: false, abnormal: true });
  });

  it('refuses a malformed document with a Spanish message naming the field, exit 1', async () => {
    const doc = JSON.parse(readFileSync(EXAMPLE, 'utf8'));
    doc.fixed_work_shifts[0].shift_times[0].time_init = '6:00h';
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(doc));
    const c = capture();
    const code = await runSimulateCli([file], c.io);
    expect(code).toBe(1);
    expect(c.err.join('\n')).toContain('fixed_work_shifts[0].shift_times[0].time_init: hora inválida (HH:mm)');
  });

  it('a file that is not JSON is refused too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const file = join(dir, 'x.json');
    writeFileSync(file, '{nope');
    const c = capture();
    expect(await runSimulateCli([file], c.io)).toBe(1);
    expect(c.err[0]).toContain('No se puede leer');
  });
});
