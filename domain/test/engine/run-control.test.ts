import { describe, it, expect } from 'vitest';
import { simulate, recost, EngineAbortedError, type EngineEvent } from '../../src/engine/index.js';
import { agreement, center, shift, surrogate, tender, FIXED_CLOCK, run } from './helpers.js';
import { groupEvents } from '../../src/simulation-run/events.js';

describe('events, cancellation, status, re-costing of a stored result', () => {
  it('emits events as the run goes, stamped with the clock passed in', async () => {
    const seen: EngineEvent[] = [];
    let t = Date.UTC(2027, 0, 1, 8, 0, 0);
    const out = await simulate(tender(), { clock: () => (t += 1000), onEvent: (e) => seen.push(e) });
    expect(seen).toEqual(out.events);
    expect(seen.map((e) => e.title)).toEqual([
      'Datos cargados',
      'Calendario',
      'Calendario',
      'Carga de trabajo',
      'Cuadrante de centro Oficinas centrales',
      'Validación del cuadrante',
      'Plantilla',
      'Costes',
      'Calidad',
      'Fin',
    ]);
    expect(seen[0].created).toBe('2027-01-01T08:00:02.000Z');
    // the group's Debug event goes under 'Plantilla' (same group), named as the user knows the center, no raw id
    expect(seen.find((e) => e.title.startsWith('Cuadrante de'))).toMatchObject({ type_info: 'Debug', group: 'roster' });
    // what the engine did in a preparer's words, with Spanish numbers and no solver jargon
    const group = seen.find((e) => e.title.startsWith('Cuadrante de'))!.description;
    expect(group).toMatch(/^\d+ trabajador(es)?\/as?; plantilla (óptima|a menos de un \d+,\d %)/);
    expect(group).not.toMatch(/MILP|heurística|cota|bloques|\d\.\d/);
    const words = seen
      .filter((e) => e.type_info !== 'Debug')
      .map((e) => e.description)
      .join('\n');
    expect(words).not.toMatch(/MILP|cota por bloques|persona-semana|ratio|\d{4}-\d{2}-\d{2}|\d\.\d{2} /);
    expect(seen.find((e) => e.title === 'Datos cargados')!.description).toMatch(/1 centro, 1 turno, 0 tareas, /);
    expect(seen.find((e) => e.title === 'Calendario' && e.type_info === 'Info')!.description).toMatch(
      / desde el \d{2}\/\d{2}\/\d{4} \(/,
    );
    expect(
      groupEvents(seen.map((e, i) => ({ ...e, id: `e${i}` })))
        .find((x) => x.event.title === 'Plantilla')!
        .details.map((d) => d.title),
    ).toEqual(['Cuadrante de centro Oficinas centrales']);
  });

  it('is cancellable with an AbortSignal', async () => {
    const ac = new AbortController();
    const p = simulate(tender(), {
      clock: FIXED_CLOCK,
      signal: ac.signal,
      onEvent: (e) => e.title === 'Carga de trabajo' && ac.abort(),
    });
    await expect(p).rejects.toBeInstanceOf(EngineAbortedError);
  });

  it('ends in status Error only when nothing could be solved', async () => {
    const out = await run(tender({ fixed_work_shifts: [shift({ shift_times: [{ time_init: '06:00', time_end: '18:00' }] })] }));
    expect(out.status).toBe('Error');
    expect(out.roster.uncovered).toHaveLength(5);
    // only one Error event per shift and weekday
    expect(out.events.filter((e) => e.type_info === 'Error' && e.title === 'Demanda sin cubrir')).toHaveLength(5);
  });

  it('re-costs a stored (serialised) result: only absenteeism, benefit and materials change', async () => {
    const out = await run(
      tender({
        subrogates: [surrogate({ working_day_fixed: 20 })],
        simulation: { absenteeism_rate: 3 },
        parameters: { benefit: 5 },
      }),
    );
    const stored = JSON.parse(JSON.stringify(out));
    const same = recost(stored, {});
    expect(same.results.total_cost).toBeCloseTo(out.results.total_cost, 8);
    const re = recost(stored, {
      absenteeism_rate: 10,
      material_costs: [{ id: 'm', name: 'Uniformes', cost_type: 'AMOUNT_BY_WORKER', amount: 100, center_id: null }],
    });
    const w = out.results.hiring_costs;
    const ss = out.results.social_security;
    const abs = 0.1 * (w + ss);
    const mat = 100 * 2; // the surrogate and one new hire
    expect(re.results.hiring_costs).toBe(w);
    expect(re.results.absenteeism_cost).toBeCloseTo(abs, 8);
    expect(re.results.material_costs).toBe(mat);
    expect(re.results.benefit).toBeCloseTo(0.05 * (w + ss + abs + mat), 8);
    expect(re.results.total_cost).toBeCloseTo(w + ss + abs + mat + 0.05 * (w + ss + abs + mat), 8);
    expect(re.roster).toEqual(stored.roster);
  });

  it('a surrogate with neither center nor group goes where its category is most needed, and an event says so', async () => {
    const doc = tender({
      centers: [center({ name: 'Oficinas' }), center({ id: 'cen-2', name: 'Almacén' })],
      fixed_work_shifts: [shift(), shift({ id: 'big', center_id: 'cen-2', number_of_workers: 2 })],
      subrogates: [surrogate({ center_id: null })],
    });
    const out = await run(doc);
    expect(out.events.some((e) => e.title === 'Subrogados' && e.description.includes('se asigna a Almacén'))).toBe(true);
    expect(out.roster.workers.find((w) => w.kind === 'surrogate')!.group).toBe('C:cen-2');
  });

  it('a surrogate contract above the agreement week is reported and capped', async () => {
    const out = await run(tender({ agreements: [agreement()], subrogates: [surrogate({ working_day_fixed: 45 })] }));
    expect(out.events.some((e) => e.type_info === 'Warning' && e.description.includes('supera las 40 h'))).toBe(true);
    expect(out.validation.filter((v) => !v.includes('asignados'))).toEqual([]);
  });
});
