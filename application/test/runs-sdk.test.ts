import { describe, expect, it } from 'vitest';
import { FIRST_ROSTER_PAGE } from '@licita/domain';
import { ApiError, LaunchRefusedError, TOKENS, type SimulationRunGateway, type SolutionGateway } from '../src/index';
import { json, stubbedApp } from './stub-api';

function gateways(routes: Record<string, (req: Request) => Response>) {
  const { container: c, seen } = stubbedApp(routes);
  return {
    runs: c.get<SimulationRunGateway>(TOKENS.SimulationRunGateway),
    solutions: c.get<SolutionGateway>(TOKENS.SolutionGateway),
    seen,
  };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

const simulation = {
  id: 's',
  uid: 's',
  name: 'Base',
  project_id: 'p',
  status: 'Solved',
  started: '2025-01-01T10:00:00.000Z',
  finished: '2025-01-01T10:00:07.000Z',
  createdAt: '2025-01-01T09:00:00.000Z',
  updatedAt: '2025-01-01T10:00:07.000Z',
  service_date_init: '2025-01-01',
  service_duration: 12,
  social_security: 34,
  absenteeism_rate: 2,
  data_url: null,
  result_url: 'http://test/files/sol',
  results: {
    categories: {},
    hiring_costs: 1,
    absenteeism_cost: 0,
    material_costs: 0,
    social_security: 0.34,
    benefit: 0,
    total_cost: 1.34,
  },
};

const week = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const shift = {
  center_id: 'c',
  center: 'Hospital',
  position_id: 'p',
  position: 'Limpieza',
  time_init: '07:00',
  time_end: '15:00',
  hours: 8,
};

describe('run sdk adapters', () => {
  it('send the contract paths and decode the answers with the domain codecs', async () => {
    const { runs, solutions, seen } = gateways({
      'GET /api/simulation/s': () => json(simulation),
      'GET /api/simulation/s/validate': () =>
        json({ errors: [{ message: 'No hay ningún centro creado', error_code: 4, section: 'centers' }] }),
      'POST /api/simulation/s/launch': () => json({ id: 's', status: 'Running' }),
      'GET /api/simulation/s/solution_url': () =>
        json({ download_url: 'http://test/files/sol', filename: 'Solucion_Base.xlsx', expires_at: '2025-01-01T11:00:00.000Z' }),
      'PUT /api/solution/s/parameters': () => json({ status: 'PENDING', info_message: null }),
      'PUT /api/simulation/s/social_security': () => json({ status: 'PENDING', info_message: null }),
      'GET /api/solution/s/roster/page': () =>
        json({
          items: [
            {
              id: 'w',
              name: 'Ana',
              kind: 'surrogate',
              category: 'Limpiador/a',
              centers: ['Hospital'],
              weekly_hours: 8,
              assigned_hours: 8,
              week: { ...week, monday: [shift] },
            },
          ],
          offset: 50,
          total: 51,
          roster_size: 60,
          centers: ['Hospital'],
          categories: ['Limpiador/a'],
          day_hours: [8, 0, 0, 0, 0, 0, 0],
        }),
    });
    expect((await runs.get('s')).results).toEqual(simulation.results);
    expect(await runs.validate('s')).toEqual([{ message: 'No hay ningún centro creado', error_code: 4, section: 'centers' }]);
    expect(await runs.launch('s')).toEqual({ id: 's', status: 'Running' });
    expect((await runs.solutionUrl('s')).filename).toBe('Solucion_Base.xlsx');
    const body = {
      absenteeism_rate: 2,
      benefit: 5,
      material_costs: [{ id: 'm', amount: 3, number_of_units: null, months_to_apply: null }],
    };
    expect(await solutions.updateParameters('s', body)).toEqual({ status: 'PENDING', info_message: null });
    expect(await seen.at(-1)!.clone().json()).toEqual(body);
    await solutions.updateSocialSecurity('s', { employees: [{ id: 'w', social_security_activate: true }] });
    expect(await seen.at(-1)!.clone().json()).toEqual({ employees: [{ id: 'w', social_security_activate: true }] });
    const page = await solutions.rosterPage('s', { ...FIRST_ROSTER_PAGE, offset: 50, search: 'ana', center: 'Hospital' });
    expect(page.items[0]!.week.monday).toEqual([shift]);
    expect(page.total).toBe(51);
    // the page, the search and the filter go in the query
    expect(Object.fromEntries(new URL(seen.at(-1)!.url).searchParams)).toEqual({
      offset: '50',
      limit: '50',
      search: 'ana',
      center: 'Hospital',
      category: '',
    });
  });

  it('a 460 keeps its error_code', async () => {
    const { runs } = gateways({
      'POST /api/simulation/s/launch': () => json({ message: 'Falta la fecha de inicio', error_code: 8 }, 460),
    });
    const e = await rejection(runs.launch('s'));
    expect(e).toBeInstanceOf(LaunchRefusedError);
    expect((e as LaunchRefusedError).code).toBe(8);
    expect((e as LaunchRefusedError).status).toBe(460);
  });

  it('other launch failures stay ApiErrors; an answer that drifted from the contract fails in the adapter', async () => {
    const { runs, solutions } = gateways({
      'POST /api/simulation/s/launch': () => json({ message: 'Solo se puede lanzar una simulación detenida' }, 409),
      'GET /api/simulation/s': () => json({ ...simulation, status: 'Resuelta' }),
      'GET /api/solution/s/parameters/status': () => json({ status: 'DONE' }),
      'GET /api/solution/s/roster/page': () => json({ items: [{ id: 'w', name: 'Ana', kind: 'surrogate', week }], total: 1 }),
    });
    const conflict = await rejection(runs.launch('s'));
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).not.toBeInstanceOf(LaunchRefusedError);
    expect((conflict as ApiError).status).toBe(409);
    expect(((await rejection(runs.get('s'))) as ApiError).status).toBe(502);
    expect(((await rejection(solutions.parametersStatus('s'))) as ApiError).status).toBe(502);
    expect(((await rejection(solutions.rosterPage('s', FIRST_ROSTER_PAGE))) as ApiError).status).toBe(502);
  });
});

describe('the reads a solved simulation has apart from GET /simulation', () => {
  it('the full results, and the events a page at a time with their total and levels from X-Total-Count, X-Error-Count and X-Warning-Count', async () => {
    const explanations = [{ center_group: '1', position_id: 'p', position: 'Limpieza', items: [] }];
    const event = (id: string, title: string) => ({
      id,
      created: '2025-01-01T10:00:00.000Z',
      title,
      description: title,
      type_info: 'Info',
      group: 'data',
    });
    const { runs, seen } = gateways({
      'GET /api/simulation/s/results': () => json({ ...simulation.results, explanations }),
      'GET /api/simulation/s/events': () =>
        new Response(JSON.stringify([event('e2', 'Fin'), event('e1', 'Simulación lanzada')]), {
          headers: { 'content-type': 'application/json', 'x-total-count': '120', 'x-error-count': '1', 'x-warning-count': '4' },
        }),
    });
    expect((await runs.results('s')).explanations).toEqual(explanations);
    const page = await runs.events('s', { offset: 100, limit: 100 });
    expect(page.items.map((e) => e.title)).toEqual(['Fin', 'Simulación lanzada']);
    expect(page.total).toBe(120);
    // the run's errors and warnings, not the page's (none of these two)
    expect(page.levels).toEqual({ errors: 1, warnings: 4 });
    expect(Object.fromEntries(new URL(seen.at(-1)!.url).searchParams)).toEqual({ offset: '100', limit: '100' });
  });

  it("a page of 'Por qué esta plantilla' with its search, and the bounds alone, decoded", async () => {
    const explanations = [{ center_group: '1', position_id: 'p', position: 'Limpieza', items: [] }];
    const bound = {
      center_group: '1',
      position_id: '0b7c8a54-3d1e-4f6a-9c2b-5e8f1a2b3c4d',
      position: 'Limpieza',
      lb_fte: 2.1,
      fte_new: 2.4,
      ratio: 1.14,
      block_lb_fte: 2.35,
    };
    const { runs, seen } = gateways({
      'GET /api/simulation/s/explanations': () => json({ groups: explanations, offset: 50, total: 51 }),
      'GET /api/simulation/s/bounds': () => json([bound]),
    });
    expect(await runs.explanations('s', { offset: 50, limit: 50, search: 'limpieza' })).toEqual({
      groups: explanations,
      offset: 50,
      total: 51,
    });
    expect(Object.fromEntries(new URL(seen.at(-1)!.url).searchParams)).toEqual({ offset: '50', limit: '50', search: 'limpieza' });
    expect(await runs.bounds('s')).toEqual([bound]);
  });
});
