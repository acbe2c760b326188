import { describe, expect, it } from 'vitest';
import { allTenders, createLicitaClient, isLicitaError, waitForSimulation, waitForTask } from '../src/index';
import { fakeFetch, ID, json } from './fake-server';

const W = '00000000-0000-4000-8000-00000000000a';
const tender = (name: string) => ({ id: name, name, simulation_number: 0 });

describe('allTenders', () => {
  it('follows next_start_id page after page with the same search, and stops on the last page', async () => {
    const pages: Record<string, unknown> = {
      '': { items: [tender('a'), tender('b')], next_start_id: 'b' },
      b: { items: [tender('c')], next_start_id: null },
    };
    const { fetch, seen } = fakeFetch({
      'GET /api/project': (r) => json(200, pages[new URL(r.url).searchParams.get('start_id_project') ?? '']),
    });
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch });
    const names: string[] = [];
    for await (const t of allTenders(api, { workspace_id: W, search_string: 'hos' })) names.push(t.name);
    expect(names).toEqual(['a', 'b', 'c']);
    expect(seen.map((r) => new URL(r.url).search)).toEqual([
      `?workspace_id=${W}&search_string=hos`,
      `?workspace_id=${W}&search_string=hos&start_id_project=b`,
    ]);
  });
});

const simulation = (status: string) => ({
  id: ID,
  status,
  results: status === 'Solved' ? { total_cost: 1 } : null,
});

function sequence(answers: unknown[]) {
  let i = 0;
  return () => json(200, answers[Math.min(i++, answers.length - 1)]);
}

describe('waiting for long operations', () => {
  it('resolves with the simulation once it is Solved', async () => {
    const { fetch } = fakeFetch({
      [`GET /api/simulation/${ID}`]: sequence([simulation('Running'), simulation('Running'), simulation('Solved')]),
    });
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch });
    const solved = await waitForSimulation(api, ID, { intervalMs: 1 });
    expect(solved.status).toBe('Solved');
    expect(solved.results).toEqual({ total_cost: 1 });
  });

  it("throws operation-failed with the run's newest error event when it ends in Error", async () => {
    const event = (id: string, type_info: string, title: string) => ({
      id,
      created: '',
      title,
      description: '',
      type_info,
      group: null,
    });
    // newest first, as GET /simulation/{id}/events answers them
    const events = [
      { ...event('3', 'Error', 'Error en el cálculo'), description: 'Sin solución factible' },
      event('2', 'Info', 'Fin'),
      event('1', 'Error', 'Un error anterior'),
    ];
    const { fetch } = fakeFetch({
      [`GET /api/simulation/${ID}`]: sequence([simulation('Running'), simulation('Error')]),
      [`GET /api/simulation/${ID}/events`]: () => json(200, events),
    });
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch });
    const error = await waitForSimulation(api, ID, { intervalMs: 1 }).catch((e: unknown) => e);
    expect(isLicitaError(error, 'operation-failed') && error.message).toBe('Error en el cálculo: Sin solución factible');
  });

  it('gives up with a timeout, and stops at once on the caller abort', async () => {
    const { fetch } = fakeFetch({ [`GET /api/simulation/${ID}`]: () => json(200, simulation('Running')) });
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch });
    const late = await waitForSimulation(api, ID, { intervalMs: 5, timeoutMs: 30 }).catch((e: unknown) => e);
    expect(isLicitaError(late, 'timeout') && late.message).toBe('La operación no ha terminado a tiempo');

    const controller = new AbortController();
    const waiting = waitForSimulation(api, ID, { intervalMs: 1000, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(isLicitaError(await waiting, 'aborted')).toBe(true);
  });

  it('a background job resolves on FINISHED and throws its info_message on ERROR', async () => {
    const { fetch } = fakeFetch({
      [`GET /api/solution/${ID}/parameters/status`]: sequence([
        { status: 'PENDING', info_message: null },
        { status: 'FINISHED', info_message: null },
      ]),
      [`GET /api/simulation/${ID}/center/excel/status`]: sequence([
        { status: 'PENDING', info_message: null },
        { status: 'ERROR', info_message: 'Hoja Centros, fila 3: municipio desconocido' },
      ]),
    });
    const api = createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch });
    const p = { params: { path: { id: ID } } };
    expect(
      await waitForTask((signal) => api.config.GET('/solution/{id}/parameters/status', { ...p, signal }), { intervalMs: 1 }),
    ).toEqual({ status: 'FINISHED', info_message: null });
    const error = await waitForTask((signal) => api.config.GET('/simulation/{id}/center/excel/status', { ...p, signal }), {
      intervalMs: 1,
    }).catch((e: unknown) => e);
    expect(isLicitaError(error, 'operation-failed') && error.message).toBe('Hoja Centros, fila 3: municipio desconocido');
  });
});
