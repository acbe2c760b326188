/** The simulation form's API: basic data, localities, contract types, centers, category-positions, shifts and tasks with their rules and messages (the rest: ./inputs-lists.test.ts). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptCenterRow } from '@licita/domain';
import { targets, type TestApp } from '../helpers';
import { formWorld, insertAgreement, localityId, newSimulation, readInputs, type Filled, type FormWorld } from './fixtures';

describe.each(await targets())('simulation inputs (%s)', (target) => {
  let t: TestApp, A: FormWorld['A'], B: FormWorld['B'], lector: string, tender: string;
  let agreement: FormWorld['agreement'], f: Filled, call: FormWorld['call'];
  beforeAll(async () => {
    ({ t, A, B, lector, tender, agreement, f, call } = await formWorld(target));
  });
  afterAll(() => t?.close());

  it('creates simulations with unique names in the tender and the default basic data', async () => {
    const taken = await call('POST', '/api/simulation', { name: ' base ', project_id: tender });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('No pueden existir dos simulaciones con el mismo nombre en la licitación.');
    const blank = await call('POST', '/api/simulation', { name: '   ', project_id: tender });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('name');
    const id = await newSimulation(t, A.adminToken, tender, 'Nueva');
    const got = (await call('GET', `/api/simulation/${id}`)).json();
    expect(got).toMatchObject({
      id,
      uid: id,
      name: 'Nueva',
      status: 'Stopped',
      social_security: 34,
      absenteeism_rate: 0,
      service_date_init: null,
    });
    const renamed = await call('PUT', `/api/simulation/${id}`, { name: 'Renombrada' });
    expect(renamed.json().name).toBe('Renombrada');
    expect((await call('PUT', `/api/simulation/${id}`, { name: 'Base' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/simulation/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/simulation/${id}`)).statusCode).toBe(404);
  });

  it('basic data: saved, and a bad value is refused naming the field', async () => {
    const got = (await call('GET', `/api/simulation/${f.sim}`)).json();
    expect(got).toMatchObject({
      service_date_init: '2026-01-01',
      service_duration: 12,
      social_security: 33,
      absenteeism_rate: 2,
    });
    for (const [body, field] of [
      [{ service_duration: 0 }, 'service_duration'],
      [{ social_security: 101 }, 'social_security'],
      [{ service_date_init: '2026-02-30' }, 'service_date_init'],
      [{ service_date_init: '999-01-01' }, 'service_date_init'],
    ] as const) {
      const res = await call('PUT', `/api/simulation/${f.sim}`, { name: 'Base', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('localities: a catalogue with autonomous communities, merged by name, local holidays editable', async () => {
    const list = (await call('GET', `/api/location/municipality?workspace_id=${A.id}`, undefined, lector).then((r) =>
      r.json(),
    )) as { name: string; region: string | null }[];
    expect(list.find((l) => l.name === 'Sevilla')?.region).toBe('ES-AN');
    expect(list.find((l) => l.name === 'Barcelona')?.region).toBe('ES-CT');
    const madrid = await localityId(t, A.adminToken, A.id, 'Madrid');
    const again = await call('POST', '/api/location/municipality', { workspace_id: A.id, name: ' MADRID ' });
    expect(again.json().id).toBe(madrid);
    const nuevo = await call('POST', '/api/location/municipality', {
      workspace_id: A.id,
      name: 'Arganda del Rey',
      region: 'ES-MD',
      local_holidays: ['2026-09-15'],
    });
    expect(nuevo.statusCode).toBe(200);
    const upd = await call('PUT', `/api/location/municipality/${madrid}`, { local_holidays: ['2026-05-15', '2026-11-09'] });
    expect(upd.json()).toMatchObject({
      id: madrid,
      name: 'Madrid',
      region: 'ES-MD',
      local_holidays: ['2026-05-15', '2026-11-09'],
    });
    const bad = await call('PUT', `/api/location/municipality/${madrid}`, { local_holidays: ['2026-02-30'] });
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', `/api/location/municipality/${madrid}`, { region: null }, B.adminToken)).statusCode).toBe(404);
    expect((await call('PUT', `/api/location/municipality/${madrid}`, { region: null }, lector)).statusCode).toBe(403);
    const periods = await call('GET', `/api/center/work_periods?center_id=${f.centers[0].id}`);
    expect(periods.json()).toMatchObject({ date_init: '2026-01-01', date_end: '2026-12-31' });
    const days = periods.json().holidays.map((h: { date: string }) => h.date);
    expect(days).toEqual(expect.arrayContaining(['2026-01-01', '2026-05-02', '2026-05-15', '2026-11-09']));
  });

  it('contract types: the Spanish contract keys', async () => {
    const types = (await call('GET', '/api/contract/types')).json() as { contract_key: string; description: string }[];
    expect(types.find((c) => c.contract_key === '100')?.description).toBe('Indefinido. Tiempo completo. Ordinario');
    expect(types.find((c) => c.contract_key === '200')?.description).toBe('Indefinido. Tiempo parcial. Ordinario');
    expect(types.map((c) => c.contract_key)).toEqual(
      expect.arrayContaining([
        '109',
        '130',
        '139',
        '150',
        '189',
        '209',
        '230',
        '239',
        '250',
        '289',
        '300',
        '401',
        '402',
        '410',
        '420',
        '421',
        '501',
        '502',
        '510',
        '520',
      ]),
    );
  });

  it('centers: listed with names; rules name the field; unknown locality or agreement 404', async () => {
    const list = (await call('GET', `/api/simulation/${f.sim}/center`)).json();
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Hospital',
        municipality_name: 'Madrid',
        agreement_name: 'Convenio limpieza Ávila',
        center_group: 1,
        vacation_coverage: 50,
      }),
      expect.objectContaining({
        name: 'Centro de salud',
        municipality_name: 'Ávila',
        center_group: null,
        vacation_coverage: 100,
      }),
    ]);
    const rows = list.map((c: any) => ({
      center_id: c.id,
      name: c.name,
      municipality_id: c.municipality_id,
      agreement_id: c.agreement_id,
    }));
    const bad = await call('PUT', `/api/simulation/${f.sim}/center`, { centers: [rows[0], { ...rows[1], name: ' ' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/centers.*name|name/);
    const strangerAgreement = await insertAgreement(t, B.id, 'De B');
    expect(
      (
        await call('PUT', `/api/simulation/${f.sim}/center`, {
          centers: [rows[0], { ...rows[1], agreement_id: strangerAgreement.id }],
        })
      ).statusCode,
    ).toBe(404);
    const bLocality = await localityId(t, B.adminToken, B.id, 'Madrid');
    expect(
      (await call('PUT', `/api/simulation/${f.sim}/center`, { centers: [rows[0], { ...rows[1], municipality_id: bLocality }] }))
        .statusCode,
    ).toBe(404);
  });

  it('deleting a center with shifts or tasks is refused with its message, and nothing changes', async () => {
    const before = await readInputs(t, A.adminToken, f.sim);
    const list = (await call('GET', `/api/simulation/${f.sim}/center`)).json();
    const res = await call('PUT', `/api/simulation/${f.sim}/center`, {
      centers: [
        {
          center_id: list[1].id,
          name: list[1].name,
          municipality_id: list[1].municipality_id,
          agreement_id: list[1].agreement_id,
        },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'No puedes borrar un centro con turnos y/o tareas. Elimina lo turnos/tareas primero. También puedes reutilizar el centro editando sus datos y los turnos/tareas se mantendrán asignados.',
    );
    expect(await readInputs(t, A.adminToken, f.sim)).toEqual(before);
    // A center without shifts or tasks can go.
    const extra = await call('PUT', `/api/simulation/${f.sim}/center`, {
      centers: [
        ...list.map(keptCenterRow),
        { name: 'Temporal', municipality_id: list[0].municipality_id, agreement_id: list[0].agreement_id },
      ],
    });
    expect(extra.json()).toHaveLength(3);
    const back = await call('PUT', `/api/simulation/${f.sim}/center`, {
      centers: list.map(keptCenterRow),
    });
    expect(back.json()).toHaveLength(2);
  });

  it("category-positions: 'Hay categorías sin puestos', up to 5, 'cualquiera' when any category does any position", async () => {
    const got = (await call('GET', `/api/simulation/${f.sim}/category_positions`)).json();
    expect(got).toEqual({
      disabled: false,
      categories: [
        { id: agreement.cats.limpiador, name: 'Limpiador/a', positions: [{ id: f.positions.limpieza, name: 'Limpieza' }] },
        {
          id: agreement.cats.cristalero,
          name: 'Cristalero/a',
          positions: [
            { id: f.positions.cristales, name: 'Cristales' },
            { id: f.positions.limpieza, name: 'Limpieza' },
          ],
        },
      ],
    });
    const missing = await call('PUT', `/api/simulation/${f.sim}/category_positions`, {
      disabled: false,
      categories: [{ id: agreement.cats.limpiador, positions: [{ id: f.positions.limpieza }] }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Hay categorías sin puestos', field: 'categories' });
    const same = await call('POST', `/api/simulation/${f.sim}/position`, { name: 'limpieza' });
    expect(same.json().id).toBe(f.positions.limpieza);
    const byCenter = (await call('GET', `/api/simulation/${f.sim}/position?center_id=${f.centers[0].id}`)).json();
    expect(byCenter.map((p: any) => p.name)).toEqual(['Cristales', 'Limpieza']);
    // 'cualquiera' on a copy, so the base keeps its assignment
    const copy = randomUUID();
    await call('POST', '/api/simulation/duplicate', { origin_simulation: f.sim, new_simulation: copy });
    const any = await call('PUT', `/api/simulation/${copy}/category_positions`, { disabled: true, categories: [] });
    expect(any.json().disabled).toBe(true);
    expect(any.json().categories.map((c: any) => c.positions.map((p: any) => p.name))).toEqual([['cualquiera'], ['cualquiera']]);
    await call('DELETE', `/api/simulation/${copy}`);
  });

  it('fixed shifts: read back as entered; the rules answer 400 naming the field', async () => {
    const list = (await call('GET', `/api/simulation/${f.sim}/fixed_work_shift`)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: f.shift,
      center: { id: f.centers[0].id, name: 'Hospital' },
      position: { id: f.positions.limpieza, name: 'Limpieza' },
      shift_type: 'split',
      shifts: 2,
      shift_times: [
        expect.objectContaining({ time_init: '06:00', time_end: '10:00' }),
        expect.objectContaining({ time_init: '17:00', time_end: '21:00' }),
      ],
      weekdays_working: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      exists_period_without_work: true,
      periods_without_work: [expect.objectContaining({ date_init: '2026-08-01', date_end: '2026-08-15' })],
    });
    const base = { ...list[0], center: undefined, position: undefined, id: undefined, shifts: undefined };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        {
          shift_times: [
            { time_init: '06:00', time_end: '10:00' },
            { time_init: '06:00', time_end: '10:00' },
          ],
        },
        'shift_times[1]',
        'Los horarios no pueden coincidir.',
      ],
      [{ shift_times: [{ time_init: '06:00', time_end: '10:00' }] }, 'shift_times[1].time_init', 'Seleccione los horarios.'],
      [{ weekdays_working: [] }, 'weekdays_working', 'Selecciona algún día de la semana.'],
      [
        { periods_without_work: [{ date_init: '2027-02-01', date_end: '2027-02-02' }] },
        'periods_without_work[0]',
        'Seleccione fechas válidas',
      ],
      [{ center_id: randomUUID() }, 'center_id', 'Seleccione un centro'],
      [{ position_id: randomUUID() }, 'position_id', 'Seleccione un puesto'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(
        'PUT',
        `/api/simulation/${f.sim}/fixed_work_shift/${f.shift}`,
        JSON.parse(JSON.stringify({ ...base, ...over })),
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json(), JSON.stringify(over)).toMatchObject({ field, message });
    }
    const upd = await call(
      'PUT',
      `/api/simulation/${f.sim}/fixed_work_shift/${f.shift}`,
      JSON.parse(JSON.stringify({ ...base, number_of_workers: 3 })),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().number_of_workers).toBe(3);
    const one = await call('GET', `/api/simulation/${f.sim}/fixed_work_shift/${f.shift}`);
    expect(one.json().number_of_workers).toBe(3);
    const extra = await call(
      'POST',
      `/api/simulation/${f.sim}/fixed_work_shift`,
      JSON.parse(
        JSON.stringify({
          ...base,
          shift_type: 'night',
          shift_times: [{ time_init: '22:00', time_end: '06:00' }],
          work_in_holidays: true,
          weekdays_working: [],
        }),
      ),
    );
    expect(extra.statusCode, extra.body).toBe(200);
    expect((await call('DELETE', `/api/simulation/${f.sim}/fixed_work_shift/${extra.json().id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/simulation/${f.sim}/fixed_work_shift/${extra.json().id}`)).statusCode).toBe(404);
  });

  it('hourly tasks: read back with the derived flags; the rules answer 400 naming the field', async () => {
    const [task] = (await call('GET', `/api/simulation/${f.sim}/variable_work`)).json();
    expect(task).toMatchObject({
      id: f.task,
      name: 'Limpieza de cristales',
      center: { name: 'Centro de salud' },
      position: { name: 'Cristales' },
      work_time: { hours: 3, minutes: 30 },
      frequency: { period_type: 'fixed_period', period: 'week', amount: 1 },
      recommended_time_slot: { time_init: '08:00', time_end: '14:00' },
      exists_recommended_time_slot: true,
      exists_period_with_or_wo_work: false,
      fill_complete_time_slot: false,
    });
    const {
      id: _i,
      center: _c,
      position: _p,
      exists_recommended_time_slot: _e,
      exists_period_with_or_wo_work: _w,
      ...base
    } = task;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ weekdays: [] }, 'weekdays', 'Selecciona algún día de la semana.'],
      [{ work_time: { hours: 0, minutes: 0 } }, 'work_time', 'Valor incorrecto'],
      [
        { frequency: { period_type: 'repeated_over_x_period', period: 'year', amount: 2 } },
        'frequency.period',
        'Valor incorrecto',
      ],
      [
        { periods_with_work: [{ date_init: '2025-12-01', date_end: '2026-01-10' }] },
        'periods_with_work[0]',
        'Seleccione fechas válidas',
      ],
      [
        {
          fill_complete_time_slot: true,
          frequency: { period_type: 'fixed_period', period: 'day', amount: 1 },
          recommended_time_slot: null,
        },
        'recommended_time_slot',
        'Seleccione los horarios.',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('PUT', `/api/simulation/${f.sim}/variable_work/${f.task}`, { ...base, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json(), JSON.stringify(over)).toMatchObject({ field, message });
    }
    const neg = await call('POST', `/api/simulation/${f.sim}/variable_work`, {
      ...base,
      name: 'Tmp',
      number_of_workers: 0,
      frequency: { period_type: 'repeated_x_times_over_period', period: 'day', amount: 2 },
      fill_complete_time_slot: true,
    });
    expect(neg.statusCode, neg.body).toBe(200);
    const tmp = (await call('GET', `/api/simulation/${f.sim}/variable_work/${neg.json().id}`)).json();
    expect(tmp.fill_complete_time_slot).toBe(false); // only meaningful for fixed_period with day
    expect((await call('DELETE', `/api/simulation/${f.sim}/variable_work/${neg.json().id}`)).statusCode).toBe(204);
  });
});
