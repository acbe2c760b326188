/**
 * Previous studies (estudios previos), server side, the editor: creation, basic data, surrogates and other costs,
 * the conversion into a simulation, isolation and permissions, and an agreement a study uses. On PGlite and, when
 * it answers, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestApp } from './helpers';
import { previousStudyFixture, XLSX, type StudyWorld } from './previous-studies-fixtures';
import { insertAgreement } from './simulations/fixtures';
import { PREVIOUS_STUDY_MESSAGES as M } from '@licita/domain';

describe.each(await targets())('previous studies (%s)', (target) => {
  const { start, stop, ok, call, getStudy, newStudy, filledStudy } = previousStudyFixture();
  let t: TestApp, A: StudyWorld['A'], B: StudyWorld['B'], lector: string, tender: string, agreement: StudyWorld['agreement'];

  beforeAll(async () => {
    ({ t, A, B, lector, tender, agreement } = await start(target));
  });
  afterAll(stop);

  it('creates a study with the default basic data, Stopped, listed in its tender', async () => {
    const id = await newStudy('Nuevo estudio');
    const s = await getStudy(id);
    expect(s).toMatchObject({
      id,
      uid: id,
      name: 'Nuevo estudio',
      project_id: tender,
      status: 'Stopped',
      sub_status: null,
      service_date_init: null,
      service_duration: null,
      social_security: 34,
      absenteeism_rate: 0,
      substitution_percentage: 100,
      data_url: null,
      result_url: null,
      results: null,
      events: [],
      can_modify_parameters: false,
    });
    const list = (await t.call('GET', '/api/previous_study', { token: lector, query: { project_id: tender } })).json();
    expect(list.map((x: { id: string }) => x.id)).toContain(id);
  });

  it('basic data: saved; a blank field is refused naming it with the form message, and nothing changes', async () => {
    const id = await newStudy('Datos básicos');
    const saved = await call('PUT', `/api/previous_study/${id}`, {
      name: 'Datos básicos',
      service_date_init: '2026-03-01',
      service_duration: 24,
      social_security: 32.5,
      absenteeism_rate: 4,
      substitution_percentage: 80,
    });
    ok(saved);
    expect(saved.json()).toMatchObject({
      service_date_init: '2026-03-01',
      service_duration: 24,
      social_security: 32.5,
      absenteeism_rate: 4,
      substitution_percentage: 80,
    });
    const before = await t.counts();
    const cases: [string, string][] = [
      ['service_date_init', 'Valor requerido'],
      ['service_duration', M.durationRequired],
      ['social_security', M.socialSecurityRequired],
      ['absenteeism_rate', M.absenteeismRequired],
      ['substitution_percentage', M.substitutionRequired],
    ];
    for (const [field, message] of cases) {
      const res = await call('PUT', `/api/previous_study/${id}`, { name: 'Otro nombre', [field]: null });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    const outOfRange = await call('PUT', `/api/previous_study/${id}`, { name: 'Datos básicos', service_duration: 121 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().field).toBe('service_duration');
    expect(await t.counts()).toEqual(before);
    expect((await call('PUT', `/api/previous_study/${id}`, { name: '   ' })).json().field).toBe('name');
  });

  it('surrogates and other costs: a study has no centers, months default to its duration, the agreement week caps the hours', async () => {
    const id = await filledStudy('Entradas');
    const sub = await call('POST', `/api/previous_study/${id}/subrogate`, {
      category_id: agreement.cats.limpiador,
      working_day: 20,
      center_group: 3,
    });
    ok(sub);
    const got = (await call('GET', `/api/previous_study/${id}/subrogate/${sub.json().id}`)).json();
    expect(got).toMatchObject({
      center_id: null,
      center_group: null,
      working_day_fixed: 20,
      category: { id: agreement.cats.limpiador, name: 'Limpiador/a' },
      agreement: { id: agreement.id, name: 'Convenio limpieza Ávila' },
    });
    const list = (await call('GET', `/api/previous_study/${id}/subrogate`)).json();
    expect(list.map((s: any) => [s.name, s.working_day_fixed])).toEqual([
      ['Ana', 30],
      ['Luis', 20],
      [null, 20],
    ]);
    // more hours than the agreement's week (40)
    const tooMany = await call('PUT', `/api/previous_study/${id}/subrogate/${sub.json().id}`, {
      category_id: agreement.cats.limpiador,
      working_day: 41,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('working_day');
    ok(await call('DELETE', `/api/previous_study/${id}/subrogate/${sub.json().id}`), 204);
    expect((await call('GET', `/api/previous_study/${id}/subrogate/${sub.json().id}`)).statusCode).toBe(404);

    const costs = (await call('GET', `/api/previous_study/${id}/material_cost`)).json();
    expect(costs).toEqual([
      expect.objectContaining({
        name: 'Productos',
        cost_type: 'MONTHLY_AMOUNT',
        amount: 300,
        months_to_apply: 12,
        center_id: null,
      }),
      expect.objectContaining({
        name: 'Maquinaria',
        cost_type: 'MONTHLY_UNIT_COST',
        amount: 10,
        number_of_units: 5,
        months_to_apply: 6,
      }),
    ]);
    const bad = await call('POST', `/api/previous_study/${id}/material_cost`, {
      name: 'Porcentaje',
      cost_type: 'SALARY_PERCENT',
      amount: 120,
    });
    expect(bad.json()).toEqual({ message: 'Valor incorrecto', field: 'amount' });
    const edited = await call('PUT', `/api/previous_study/${id}/material_cost/${costs[0].id}`, {
      name: 'Productos',
      cost_type: 'MONTHLY_AMOUNT',
      amount: 350,
      months_to_apply: 10,
      center_id: randomUUID(),
    });
    ok(edited);
    expect(edited.json()).toMatchObject({ amount: 350, months_to_apply: 10, center_id: null });
    // the simulation's calls do not reach a study's rows
    expect((await call('GET', `/api/simulation/${id}/subrogate`)).statusCode).toBe(404);
  });

  it('converts into a Stopped simulation of the tender with its basic data, surrogates and costs; the name gets (copia) when taken', async () => {
    const id = await filledStudy('Para convertir');
    const res = await call('GET', `/api/simulation/from_previous_study/${id}`);
    ok(res);
    const simId = res.json().id;
    const sim = (await call('GET', `/api/simulation/${simId}`)).json();
    expect(sim).toMatchObject({
      name: 'Para convertir',
      project_id: tender,
      status: 'Stopped',
      service_date_init: '2026-01-01',
      service_duration: 12,
      social_security: 33,
      absenteeism_rate: 2,
    });
    const fields = (l: any[]) =>
      l.map((s) => [s.name, s.category_id, s.working_day, s.value_metric_working_day, s.beginning_year, s.center_id]);
    expect(fields((await call('GET', `/api/simulation/${simId}/subrogate`)).json())).toEqual(
      fields((await call('GET', `/api/previous_study/${id}/subrogate`)).json()),
    );
    const costs = (l: any[]) => l.map(({ id: _id, ...c }) => c);
    expect(costs((await call('GET', `/api/simulation/${simId}/material_cost`)).json())).toEqual(
      costs((await call('GET', `/api/previous_study/${id}/material_cost`)).json()),
    );
    const second = await call('GET', `/api/simulation/from_previous_study/${id}`);
    ok(second);
    expect((await call('GET', `/api/simulation/${second.json().id}`)).json().name).toBe('Para convertir (copia)');
    // the study keeps its own rows
    expect((await call('GET', `/api/previous_study/${id}/subrogate`)).json()).toHaveLength(2);
  });

  it('another workspace gets 404 on every call about the study; a Lector reads and gets 403 on every change; nothing changes', async () => {
    const id = await filledStudy('Ajeno');
    const sub = (await call('GET', `/api/previous_study/${id}/subrogate`)).json()[0].id;
    const cost = (await call('GET', `/api/previous_study/${id}/material_cost`)).json()[0].id;
    const before = await t.counts();
    const reads: string[] = [
      `/api/previous_study/${id}`,
      `/api/previous_study/${id}/subrogate`,
      `/api/previous_study/${id}/subrogate/${sub}`,
      `/api/previous_study/${id}/material_cost`,
      `/api/previous_study/${id}/material_cost/${cost}`,
      `/api/previous_study/${id}/subrogate/upload_status`,
    ];
    const writes: [string, string, unknown?][] = [
      ['PUT', `/api/previous_study/${id}`, { name: 'Mío' }],
      ['DELETE', `/api/previous_study/${id}`],
      ['POST', `/api/previous_study/${id}/subrogate`, { category_id: agreement.cats.limpiador, working_day: 10 }],
      ['PUT', `/api/previous_study/${id}/subrogate/${sub}`, { category_id: agreement.cats.limpiador, working_day: 10 }],
      ['DELETE', `/api/previous_study/${id}/subrogate/${sub}`],
      ['POST', `/api/previous_study/${id}/material_cost`, { name: 'X', cost_type: 'MONTHLY_AMOUNT', amount: 1 }],
      ['PUT', `/api/previous_study/${id}/material_cost/${cost}`, { name: 'X', cost_type: 'MONTHLY_AMOUNT', amount: 1 }],
      ['DELETE', `/api/previous_study/${id}/material_cost/${cost}`],
      ['POST', `/api/previous_study/${id}/launch_async`],
      ['POST', `/api/previous_study/${id}/subrogate/upload_url`, { filename: 'a.xlsx', mime_type: XLSX }],
      ['PUT', `/api/previous_study/${id}/parameters_async`, { absenteeism_rate: 0, benefit: 0, material_costs: [] }],
    ];
    for (const url of reads) {
      const res = await call('GET', url, undefined, B.adminToken);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe(M.notFound);
      expect((await call('GET', url, undefined, lector)).statusCode, url).toBe(200);
    }
    for (const [method, url, body] of writes) {
      expect((await call(method, url, body, B.adminToken)).statusCode, `${method} ${url}`).toBe(404);
      const res = await call(method, url, body, lector);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'No tienes permiso para realizar esta acción' });
    }
    expect((await call('GET', `/api/simulation/from_previous_study/${id}`, undefined, B.adminToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/simulation/from_previous_study/${id}`, undefined, lector)).statusCode).toBe(403);
    expect((await call('POST', '/api/previous_study', { name: 'X', project_id: tender }, lector)).statusCode).toBe(403);
    expect((await call('POST', '/api/previous_study', { name: 'X', project_id: tender }, B.adminToken)).statusCode).toBe(404);
    expect(await t.counts()).toEqual(before);
  });

  it("an agreement whose category a study's surrogate uses cannot be deleted (409, saying so), and stays", async () => {
    const own = await insertAgreement(t, A.id, 'Convenio de un estudio');
    const id = await newStudy('Con convenio propio');
    ok(
      await call('POST', `/api/previous_study/${id}/subrogate`, {
        name: 'Eva',
        category_id: own.cats.limpiador,
        working_day: 20,
      }),
    );
    const res = await t.call('DELETE', `/api/agreement/${own.id}`, { token: A.adminToken, query: { workspace_id: A.id } });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('No puedes borrar un convenio que usa alguna simulación o algún estudio previo');
    ok(await t.call('GET', `/api/agreement/${own.id}`, { token: A.adminToken }));
    ok(await call('DELETE', `/api/previous_study/${id}`), 204);
    ok(await t.call('DELETE', `/api/agreement/${own.id}`, { token: A.adminToken, query: { workspace_id: A.id } }), 204);
  });
});
