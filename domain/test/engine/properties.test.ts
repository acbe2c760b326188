import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { simulate, validateRoster } from '../../src/engine/index.js';
import { FIXED_CLOCK, shift, type Doc } from './helpers.js';
import { DAYS, arbShift, arbTender, build, type T } from './arbitraries.js';

const sim = (doc: Doc) => simulate(doc, { clock: FIXED_CLOCK, localSearchMs: 20 });

// Each property solves dozens of random tenders: seconds on an idle machine, more on a loaded one (CI shares its two cores).
describe('properties over random tenders (fast-check)', { timeout: 120_000 }, () => {
  it('every roster passes the independent validator; every block is covered once or reported in an Error event', async () => {
    await fc.assert(
      fc.asyncProperty(arbTender, async (t) => {
        const out = await sim(build(t));
        expect(out.validation).toEqual([]);
        const errors = out.events.filter((e) => e.type_info === 'Error' && e.title === 'Demanda sin cubrir');
        for (const key of out.roster.uncovered) {
          const src = key.split('#')[0];
          const label = src.startsWith('s') ? `Turno ${src}` : `Tarea Tarea ${src.slice(1)}`;
          expect(errors.some((e) => e.description.startsWith(label))).toBe(true);
        }
        const assigned = out.roster.workers.flatMap((w) => w.assignments.map((a) => a.job));
        expect(new Set(assigned).size).toBe(assigned.length);
        // both bounds hold for any valid roster, and the block bound is never weaker than the hours bound
        for (const g of out.lower_bound.groups) {
          expect(g.blockLowerBoundNewMinutes).toBeLessThanOrEqual(g.newHireMinutes);
          expect(g.blockLowerBoundNewMinutes).toBeGreaterThanOrEqual(g.lowerBoundNewMinutes);
        }
        expect(assigned.filter((k) => out.roster.uncovered.includes(k))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('total = wages + social security + absenteeism + materials + benefit', async () => {
    await fc.assert(
      fc.asyncProperty(arbTender, async (t) => {
        const r = (await sim(build(t))).results;
        expect(r.total_cost).toBeCloseTo(
          r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs + r.benefit,
          6,
        );
        const catWages = Object.values(r.categories).reduce((a, c) => a + c.wage_costs, 0);
        expect(catWages).toBeCloseTo(r.hiring_costs, 6);
      }),
      { numRuns: 100 },
    );
  });

  it('every surrogate is kept and paid (at least its contract share of the category salary)', async () => {
    await fc.assert(
      fc.asyncProperty(arbTender, async (t) => {
        const out = await sim(build(t));
        for (let i = 0; i < t.subs.length; i++) {
          const e = out.employees.find((x) => x.id === `sub:sub-${i}`);
          expect(e).toBeDefined();
          const salary = t.subs[i].cat ? 21000 : 18000;
          expect(e!.salary).toBeGreaterThanOrEqual((salary * t.subs[i].hours) / 40 - 1e-6);
          expect(e!.weekly_hours).toBe(t.subs[i].hours);
        }
        expect(out.results.categories && Object.values(out.results.categories).reduce((a, c) => a + c.count_sub, 0)).toBe(
          t.subs.length,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('more demand never costs less (one more shift added to a tender), while no hire moves to another category', async () => {
    // Where one more hour makes a second hire necessary anyway, the roster may give work to a cheaper category it
    // did not hire at that center before, and the total can fall: one Especialista of 11 h (one hire) against a
    // Limpiador/a of 8 h and an Especialista of 4 h (fast-check seed -814882898: 8.673,32 € → 8.611,32 €). The
    // staffing trades hires for wages (docs/engine-model.md, "Objective"); the total is monotone only otherwise.
    const hired = (out: Awaited<ReturnType<typeof sim>>) =>
      new Set(out.employees.filter((e) => e.kind === 'new').map((e) => `${e.center_id} ${e.category}`));
    await fc.assert(
      fc.asyncProperty(arbTender, arbShift, async (t0, extra) => {
        // surrogates placed by need would move with the demand: give them their center here
        const t = { ...t0, subs: t0.subs.map((s) => ({ ...s, center: s.center ?? 0 })) };
        const a = await sim(build(t));
        const b = await sim(build({ ...t, shifts: [...t.shifts, extra] }));
        const before = hired(a);
        if ([...hired(b)].some((x) => !before.has(x))) return; // a category newly hired at a center: see above
        expect(b.results.total_cost).toBeGreaterThanOrEqual(a.results.total_cost - 1e-6);
      }),
      { numRuns: 100 },
    );
  });

  it('the same tender always gives the same roster and costs', async () => {
    await fc.assert(
      fc.asyncProperty(arbTender, async (t) => {
        const a = await sim(build(t));
        const b = await sim(build(t));
        expect(b.roster).toEqual(a.roster);
        expect(b.results).toEqual(a.results);
      }),
      { numRuns: 30 },
    );
  });

  it('the validator catches broken rosters (it is not a rubber stamp)', async () => {
    const doc = build({
      shifts: [],
      tasks: [],
      subs: [],
      grouped: false,
      night: false,
      absenteeism: 0,
      benefit: 0,
      coverage: 0,
      sections: 2,
    } as unknown as T);
    doc.fixed_work_shifts = [
      shift({
        id: 'a',
        center_id: 'cen-0',
        position_id: 'pos-0',
        shift_times: [{ time_init: '14:00', time_end: '22:00' }],
        weekdays_working: DAYS,
      }),
    ];
    const out = await sim(doc);
    expect(out.validation).toEqual([]);
    const { validationInput, buildModel, buildCalendar, buildDemand, decodeTender } = await import('../../src/engine/index.js');
    const d = decodeTender(doc);
    if (d._tag !== 'Right') throw new Error('bad doc');
    const jobs = buildDemand(d.right, buildCalendar(d.right)).jobs;
    const input = validationInput(buildModel(d.right), jobs);
    const w = {
      id: 'x',
      kind: 'new' as const,
      name: 'x',
      categoryId: 'cat-limp',
      agreementId: 'agr-1',
      centerId: 'cen-0',
      group: 'C:cen-0',
      contractMinutes: 7 * 480,
    };
    const all = jobs.map((j) => ({ jobKey: j.key, workerId: 'x', day: j.day, segments: j.segments }));
    const errs = validateRoster(input, { workers: [w], assignments: all, uncovered: [] });
    expect(errs.some((e) => e.includes('máximo semanal'))).toBe(true); // 56 h > 40 h
    expect(errs.some((e) => e.includes('descanso semanal continuo'))).toBe(true); // 7 days: no 36 h off
    expect(errs.some((e) => e.includes('contrato'))).toBe(true);
    const dup = validateRoster(input, { workers: [w], assignments: [...all, all[0]], uncovered: [] });
    expect(dup.some((e) => e.includes('asignado 2 veces'))).toBe(true);
    const missing = validateRoster(input, { workers: [w], assignments: all.slice(1), uncovered: [] });
    expect(missing.some((e) => e.includes('sin cubrir'))).toBe(true);
    const restBad = validateRoster(input, {
      workers: [{ ...w, contractMinutes: 2400 }],
      assignments: [
        { jobKey: jobs[0].key, workerId: 'x', day: 0, segments: jobs[0].segments },
        { jobKey: jobs[1].key, workerId: 'x', day: 1, segments: [{ start: 360, end: 840 }] },
      ],
      uncovered: jobs.slice(2).map((j) => j.key),
    });
    expect(restBad.some((e) => e.includes('horario cambiado'))).toBe(true);
    expect(restBad.some((e) => e.includes('descanso de 8 h'))).toBe(true); // Mon 22:00 → Tue 06:00
    const twoPlaces = validateRoster(input, {
      workers: [{ ...w, contractMinutes: 2400 }],
      assignments: [
        { jobKey: jobs[6].key, workerId: 'x', day: 6, segments: jobs[6].segments },
        { jobKey: jobs[0].key, workerId: 'x', day: 6, segments: [{ start: 840, end: 1320 }] },
      ],
      uncovered: jobs.slice(1, 6).map((j) => j.key),
    });
    expect(twoPlaces.some((e) => e.includes('dos sitios a la vez el domingo'))).toBe(true);
    expect(twoPlaces.some((e) => e.includes('día cambiado'))).toBe(true);
  });
});
