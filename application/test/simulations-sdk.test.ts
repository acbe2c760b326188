import { describe, expect, it } from 'vitest';
import { agreementBody, ApiError, TOKENS, type SimulationGateway, type SimulationInputsGateway } from '../src/index';
import { json, stubbedApp } from './stub-api';

function gateway(routes: Record<string, (req: Request) => Response>) {
  const { container: c, seen } = stubbedApp(routes);
  return {
    inputs: c.get<SimulationInputsGateway>(TOKENS.SimulationInputsGateway),
    simulations: c.get<SimulationGateway>(TOKENS.SimulationGateway),
    seen,
  };
}

describe('simulation sdk adapters', () => {
  it('send the contract paths and payloads and decode the answers with the domain codecs', async () => {
    const center = { id: 'c', name: 'Sede', municipality_id: 'm', agreement_id: 'a', center_group: null, vacation_coverage: 100 };
    const { inputs, seen } = gateway({
      'PUT /api/simulation/s/center': () => json([center]),
      'GET /api/files_server/simulation/s/subrogates/upload_status': () =>
        json({ status: 'ERROR', info_message: 'Hoja Subrogados, fila 2' }),
      'POST /api/simulation/s/center/excel/upload': () => json({ upload_url: 'http://test/files/x' }),
    });
    expect(
      await inputs.saveCenters('s', [
        { center_id: null, name: 'Sede', municipality_id: 'm', agreement_id: 'a', center_group: null, vacation_coverage: 100 },
      ]),
    ).toEqual([center]);
    expect(await seen[0]!.clone().json()).toEqual({
      centers: [
        { center_id: null, name: 'Sede', municipality_id: 'm', agreement_id: 'a', center_group: null, vacation_coverage: 100 },
      ],
    });
    expect(await inputs.surrogatesImport.status('s')).toEqual({ status: 'ERROR', info_message: 'Hoja Subrogados, fila 2' });
    expect(await inputs.centersImport.uploadUrl('s', 'centros.xlsx', 'application/x')).toEqual({
      upload_url: 'http://test/files/x',
    });
    expect(await seen[2]!.clone().json()).toEqual({ filename: 'centros.xlsx', mime_type: 'application/x' });
  });

  it('the Formulario upload names tender and simulation; its status decodes; its template is its own link', async () => {
    const { simulations, seen } = gateway({
      'POST /api/simulation/s/upload-url': () =>
        json({ upload_url: 'http://test/files/f', contentUploadUrl: 'http://test/files/f', expires_at: '2026-01-01T00:00:00Z' }),
      'GET /api/simulation/s/upload-status': () => json({ status: 'PENDING', info_message: null }),
      'GET /api/simulation/s/formulario_url': () =>
        json({ download_url: 'http://test/files/formulario', filename: 'Formulario_S.xlsx', expires_at: '2026-01-01T00:00:00Z' }),
    });
    const port = simulations.formularioImport('p');
    expect((await port.uploadUrl('s', 'Formulario.xlsx', 'application/x')).upload_url).toBe('http://test/files/f');
    expect(await seen[0]!.clone().json()).toEqual({
      filename: 'Formulario.xlsx',
      mime_type: 'application/x',
      project_uid: 'p',
      simulation_uid: 's',
    });
    expect(await port.status('s')).toEqual({ status: 'PENDING', info_message: null });
    expect((await port.templateUrl('s')).download_url).toBe('http://test/files/formulario');
  });

  it('an answer that drifted from the contract fails in the adapter', async () => {
    const { inputs } = gateway({ 'GET /api/simulation/s/center': () => json([{ id: 'c', name: 'Sede' }]) });
    const err = await inputs.centers('s').then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(502);
  });

  it('a locality is sent with its region code as the contract types it', async () => {
    const { inputs, seen } = gateway({ 'POST /api/location/municipality': () => json({ id: 'm' }) });
    expect(await inputs.createLocality('w', { name: 'Getafe', region: 'ES-MD', local_holidays: ['2026-05-15'] })).toEqual({
      id: 'm',
    });
    expect(await seen[0]!.clone().json()).toEqual({
      workspace_id: 'w',
      name: 'Getafe',
      region: 'ES-MD',
      local_holidays: ['2026-05-15'],
    });
  });
});

describe('agreementBody', () => {
  it('lists every category night and weekday pluses, empty when the category has none', () => {
    const category = { professional_category: 'Limpiador/a', salary_year: 18000, base_salary_year: 16000 };
    const night = [{ time_init: '22:00', time_end: '06:00', price_hour: 1.5 }];
    const body = agreementBody({
      workspace_id: 'w',
      categories: [category, { ...category, professional_category: 'Peón', pluses_by_schedule: night }],
    } as unknown as Parameters<typeof agreementBody>[0]);
    expect(body.categories.map((c) => [c.pluses_by_schedule, c.pluses_by_weekday])).toEqual([
      [[], []],
      [night, []],
    ]);
  });
});
