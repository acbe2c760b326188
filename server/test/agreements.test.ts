/** Agreements: the shared base agreement, holidays worked, CRUD, the form's bounds and isolation (the rest: ./agreements-use.test.ts). */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either.js';
import { AgreementEntity, AgreementListItems } from '@licita/domain';
import { targets } from './helpers';
import { agreementsWorld, AGREEMENTS_NOW, BASE_ID, BASE_STATED, payload } from './agreements-fixtures';
import { fullAgreements } from '../src/simulations/agreement-repository';

describe.each(await targets())('agreements and material costs (%s)', (target) => {
  const w = agreementsWorld(target);

  const agreementCount = async () =>
    Number(
      (
        await w.t.database.db
          .selectFrom('agreement')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('every workspace sees the real base agreement read-only, expired once its end year is past', async () => {
    const list = await w.t.call('GET', '/api/agreement', { token: w.lector, query: { workspace_id: w.A.id } });
    expect(list.statusCode).toBe(200);
    // the five reference agreements (docs/reference-agreements.md), Madrid's among them
    expect(list.json()).toHaveLength(5);
    expect(list.json().filter((a: any) => a.id === BASE_ID)).toEqual([
      {
        id: BASE_ID,
        uid: BASE_ID,
        name: 'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025',
        start_year: 2022,
        end_year: 2025,
        update_permissions: false,
        expired: true,
        ...BASE_STATED,
        // version 1 of its reference file (migration 0025), not yet checked against the bulletin
        reference: {
          version: 1,
          verified: null,
          territory: 'Comunidad de Madrid',
          text: {
            bulletin: 'BOCM nº 228',
            date: '2022-09-24',
            url: 'https://www.bocm.es/boletin/CM_Orden_BOCM/2022/09/24/BOCM-20220924-1.PDF',
          },
          missing: expect.arrayContaining(['Tope de la antigüedad: no se encontró.']),
        },
        base_version: null,
      },
    ]);
    w.clock.now = new Date('2025-03-01T00:00:00Z');
    expect(
      (await w.t.call('GET', '/api/agreement', { token: w.B.adminToken, query: { workspace_id: w.B.id } })).json()[0].expired,
    ).toBe(false);
    w.clock.now = new Date(AGREEMENTS_NOW);

    const full = (await w.t.call('GET', `/api/agreement/${BASE_ID}`, { token: w.lector })).json();
    expect(full).toMatchObject({
      workspace_id: null,
      update_permissions: false,
      has_pdf: false,
      max_hours_per_year: 1739,
      holiday_days: 31,
      // Estatuto de los Trabajadores defaults where the agreement gives none.
      max_hours_per_day: 9,
      max_hours_per_week: 40,
      rest_hours_between_shifts: 12,
      consecutive_rest_days: 1.5,
      max_sections_planned_day: 2,
      holidays_rules_from: 'june',
      holidays_rules_until: 'september',
      annual_increment: [{ year: 2025, increment: 2.8 }],
    });
    expect(full.categories).toHaveLength(28);
    // The answer is what the ui's codec expects.
    expect(isRight(AgreementEntity.decode(full))).toBe(true);
    expect(isRight(AgreementListItems.decode(list.json()))).toBe(true);
    expect(full.categories.find((c: any) => c.professional_category === 'Limpiador/a')).toMatchObject({
      salary_year: 17785.95,
      base_salary_year: 14478.1,
    });
    // the base agreement keeps every plus inside the social security base (migration 0010 marks them so)
    const pluses = full.categories.flatMap((c: any) => [c.fixed_pluses, ...c.pluses_by_schedule, ...c.pluses_by_weekday]);
    expect(pluses.length).toBeGreaterThan(28);
    expect(pluses.every((p: any) => p.non_contributory === false)).toBe(true);
    const categories = (await w.t.call('GET', `/api/agreement/${BASE_ID}/categories`, { token: w.lector })).json();
    expect(categories).toHaveLength(28);
    expect(categories[0]).toEqual({ id: expect.any(String), name: full.categories[0].professional_category });
  });

  it('the base agreement cannot be changed, deleted or given a PDF by any workspace', async () => {
    const before = await agreementCount();
    const save = await w.t.call('POST', '/api/agreement', { token: w.A.adminToken, body: payload(w.A.id, { id: BASE_ID }) });
    expect(save.statusCode).toBe(403);
    const del = await w.t.call('DELETE', `/api/agreement/${BASE_ID}`, { token: w.A.adminToken, query: { workspace_id: w.A.id } });
    expect(del.statusCode).toBe(403);
    const pdf = await w.t.call('POST', `/api/agreement/${BASE_ID}/pdf`, { token: w.A.adminToken, body: { filename: 'x.pdf' } });
    expect(pdf.statusCode).toBe(403);
    expect(await agreementCount()).toBe(before);
    expect((await w.t.call('GET', `/api/agreement/${BASE_ID}`, { token: w.A.adminToken })).json().name).toBe(
      'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025',
    );
  });

  it('holidays worked: plus by default (also the base agreement), surcharge or rest when chosen, and the engine gets it', async () => {
    expect((await w.t.call('GET', `/api/agreement/${BASE_ID}`, { token: w.A.adminToken })).json().holiday_work_compensation).toBe(
      'plus',
    );
    const id = randomUUID();
    expect(
      (
        await w.t.call('POST', '/api/agreement', {
          token: w.A.adminToken,
          body: payload(w.A.id, { id, name: 'Festivos 2024-2026' }),
        })
      ).statusCode,
    ).toBe(200);
    expect((await w.t.call('GET', `/api/agreement/${id}`, { token: w.A.adminToken })).json().holiday_work_compensation).toBe(
      'plus',
    );
    const saved = await w.t.call('POST', '/api/agreement', {
      token: w.A.adminToken,
      body: payload(w.A.id, { id, name: 'Festivos 2024-2026', holiday_work_compensation: 'surcharge' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const got = (await w.t.call('GET', `/api/agreement/${id}`, { token: w.A.adminToken })).json();
    expect(got.holiday_work_compensation).toBe('surcharge');
    expect(isRight(AgreementEntity.decode(got))).toBe(true);
    const [engineAgreement] = (await fullAgreements(w.t.database.db, [id])) as { holiday_work_compensation: string }[];
    expect(engineAgreement.holiday_work_compensation).toBe('surcharge');
    // an unknown choice is refused naming the field, and nothing changes
    const before = await agreementCount();
    const bad = await w.t.call('POST', '/api/agreement', {
      token: w.A.adminToken,
      body: payload(w.A.id, { id, name: 'Festivos 2024-2026', holiday_work_compensation: 'doble' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'El campo «Compensación de festivos trabajados» debe ser uno de: plus, surcharge, rest',
      field: 'holiday_work_compensation',
    });
    expect(await agreementCount()).toBe(before);
    expect((await w.t.call('GET', `/api/agreement/${id}`, { token: w.A.adminToken })).json().holiday_work_compensation).toBe(
      'surcharge',
    );
  });

  it('creates, reads, searches, replaces (keeping category ids) and deletes an agreement', async () => {
    const id = randomUUID();
    const created = await w.t.call('POST', '/api/agreement', { token: w.A.adminToken, body: payload(w.A.id, { id }) });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id });
    const got = (await w.t.call('GET', `/api/agreement/${id}`, { token: w.lector })).json();
    expect(got).toMatchObject({
      id,
      workspace_id: w.A.id,
      update_permissions: true,
      expired: false,
      max_hours_per_day: 9,
      max_hours_per_month: null,
      max_hours_per_year: 1800,
      holiday_days: 30,
      free_day_available: 2,
      seniority_bonus: [{ period_bonus: 3, percent_over_salary: 4, max_percent: 40, max_percent_date: null }],
      annual_increment: [
        { year: 2025, increment: 3 },
        { year: 2026, increment: 2.5 },
      ],
    });
    expect(got.categories.map((c: any) => c.professional_category)).toEqual(['Limpiador/a', 'Especialista']);
    expect(isRight(AgreementEntity.decode(got))).toBe(true);
    expect(got.categories[0].pluses_by_weekday).toEqual([
      { day: 'sunday', price_hour: 1.5, price_day: null, non_contributory: false },
    ]);
    // a plus marked 'No cotiza a la Seguridad Social' is read back so
    const outside = await w.t.call('POST', '/api/agreement', {
      token: w.A.adminToken,
      body: payload(w.A.id, {
        id,
        categories: [
          {
            ...got.categories[0],
            pluses_by_schedule: [{ time_init: '22:00', time_end: '06:00', price_hour: 2, non_contributory: true }],
          },
          got.categories[1],
        ],
      }),
    });
    expect(outside.statusCode).toBe(200);
    const marked = (await w.t.call('GET', `/api/agreement/${id}`, { token: w.lector })).json();
    expect(marked.categories[0].pluses_by_schedule).toEqual([
      { time_init: '22:00', time_end: '06:00', price_hour: 2, non_contributory: true },
    ]);

    const found = (
      await w.t.call('GET', '/api/agreement', { token: w.A.adminToken, query: { workspace_id: w.A.id, search: 'avila' } })
    ).json();
    expect(found.map((a: any) => a.id)).toEqual([id]);
    expect(
      (await w.t.call('GET', '/api/agreement', { token: w.B.adminToken, query: { workspace_id: w.B.id } }))
        .json()
        .filter((a: any) => a.update_permissions),
    ).toEqual([]);

    const [limpiador] = got.categories;
    const replaced = await w.t.call('POST', '/api/agreement', {
      token: w.A.adminToken,
      body: payload(w.A.id, { id, name: 'Limpieza Ávila (rev.)', categories: [{ ...limpiador, salary_year: 18000 }] }),
    });
    expect(replaced.statusCode).toBe(200);
    const after = (await w.t.call('GET', `/api/agreement/${id}`, { token: w.A.adminToken })).json();
    expect(after.name).toBe('Limpieza Ávila (rev.)');
    expect(after.categories).toEqual([expect.objectContaining({ id: limpiador.id, salary_year: 18000 })]);

    const del = await w.t.call('DELETE', `/api/agreement/${id}`, { token: w.A.adminToken, query: { workspace_id: w.A.id } });
    expect(del.statusCode).toBe(204);
    expect((await w.t.call('GET', `/api/agreement/${id}`, { token: w.A.adminToken })).statusCode).toBe(404);
  });

  it('the list is in alphabetical order as a reader expects it: an accent sorts as its letter, capitals as small', async () => {
    const names = ['Limpieza de Sevilla', 'limpieza Bizkaia', 'Limpieza Ávila'];
    const ids: string[] = [];
    for (const name of names) {
      const id = randomUUID();
      const res = await w.t.call('POST', '/api/agreement', { token: w.B.adminToken, body: payload(w.B.id, { id, name }) });
      expect(res.statusCode).toBe(200);
      ids.push(id);
    }
    const listed = (await w.t.call('GET', '/api/agreement', { token: w.B.adminToken, query: { workspace_id: w.B.id } }))
      .json()
      .map((a: { name: string }) => a.name)
      .filter((name: string) => names.includes(name));
    expect(listed).toEqual(['Limpieza Ávila', 'limpieza Bizkaia', 'Limpieza de Sevilla']);
    for (const id of ids)
      await w.t.call('DELETE', `/api/agreement/${id}`, { token: w.B.adminToken, query: { workspace_id: w.B.id } });
  });

  it('every bound of the form is refused with 400 naming the field, and nothing is saved', async () => {
    const timeLimits = (...limits: [string, number][]) => ({
      time_limits: limits.map(([time_period, max_hour]) => ({ time_period, max_hour })),
    });
    const before = await agreementCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ start_year: 2026, end_year: 2024 }, 'start_year'],
      [{ start_year: 2024, end_year: 2024 }, 'start_year'],
      [{ start_year: 999 }, 'start_year'],
      [
        { holidays: { days: 30, type: 'naturales', period: { from_month: 'september', until_month: 'june' } } },
        'holidays.period.from_month',
      ],
      [{ max_sections_planned_day: 4 }, 'max_sections_planned_day'],
      [{ rest_hours_between_shifts: 11 }, 'rest_hours_between_shifts'],
      [timeLimits(['DAY', 25], ['WEEK', 40], ['YEAR', 1800]), 'time_limits'],
      [timeLimits(['DAY', 9], ['WEEK', 41], ['YEAR', 1800]), 'time_limits'],
      [timeLimits(['DAY', 9], ['WEEK', 40], ['MONTH', 201], ['YEAR', 1800]), 'time_limits'],
      [timeLimits(['DAY', 9], ['WEEK', 40], ['YEAR', 2001]), 'time_limits'],
      [timeLimits(['DAY', 9], ['DAY', 8], ['YEAR', 1800]), 'time_limits'],
      [{ annual_increments: [{ year: 2025, increment: 101 }] }, 'annual_increments'],
      [{ annual_increments: [{ year: 2030, increment: 1 }] }, 'annual_increments.0.year'],
      [
        { seniority_bonuses: [{ max_percent_date: null, period_bonus: 3, percent_over_salary: 120, max_percent: 40 }] },
        'seniority_bonuses',
      ],
      [{ categories: [{ professional_category: 'X', salary_year: 1, base_salary_year: 1, free_days: 6 }] }, 'categories'],
      [{ categories: [{ professional_category: ' ', salary_year: 1, base_salary_year: 1 }] }, 'categories'],
    ];
    for (const [over, field] of cases) {
      const res = await w.t.call('POST', '/api/agreement', { token: w.A.adminToken, body: payload(w.A.id, over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().field, JSON.stringify(over)).toContain(field);
    }
    const order = await w.t.call('POST', '/api/agreement', {
      token: w.A.adminToken,
      body: payload(w.A.id, { start_year: 2026, end_year: 2024 }),
    });
    expect(order.json().message).toBe('El año de inicio debe ser menor al de fin');
    const months = await w.t.call('POST', '/api/agreement', {
      token: w.A.adminToken,
      body: payload(w.A.id, {
        holidays: { days: 30, type: 'naturales', period: { from_month: 'september', until_month: 'june' } },
      }),
    });
    expect(months.json().message).toBe('El mes de inicio debe ser menor al de fin');
    expect(await agreementCount()).toBe(before);
  });

  it("another workspace's agreement answers 404 and roles without the permission 403", async () => {
    const id = randomUUID();
    expect((await w.t.call('POST', '/api/agreement', { token: w.A.adminToken, body: payload(w.A.id, { id }) })).statusCode).toBe(
      200,
    );
    const before = await agreementCount();
    for (const [method, url, o] of [
      ['GET', `/api/agreement/${id}`, {}],
      ['GET', `/api/agreement/${id}/categories`, {}],
      ['GET', `/api/agreement/${id}/pdf`, {}],
      ['POST', `/api/agreement/${id}/pdf`, { body: { filename: 'a.pdf' } }],
      ['DELETE', `/api/agreement/${id}`, { query: { workspace_id: w.B.id } }],
      ['DELETE', `/api/agreement/${id}`, { query: { workspace_id: w.A.id } }],
      ['POST', '/api/agreement', { body: payload(w.B.id, { id }) }],
      ['POST', '/api/agreement', { body: payload(w.A.id) }],
      ['GET', '/api/agreement', { query: { workspace_id: w.A.id } }],
      ['POST', '/api/agreement/duplicate', { body: { origin_agreement: id, new_agreement: randomUUID(), workspace_id: w.B.id } }],
    ] as const) {
      const res = await w.t.call(method, url, { token: w.B.adminToken, ...(o as object) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Editor and Lector read agreements but may not change them.
    for (const token of [w.editor, w.lector]) {
      expect((await w.t.call('POST', '/api/agreement', { token, body: payload(w.A.id) })).statusCode).toBe(403);
      expect((await w.t.call('POST', '/api/agreement', { token, body: payload(w.A.id, { id }) })).statusCode).toBe(403);
      expect((await w.t.call('DELETE', `/api/agreement/${id}`, { token, query: { workspace_id: w.A.id } })).statusCode).toBe(403);
      expect(
        (
          await w.t.call('POST', '/api/agreement/duplicate', {
            token,
            body: { origin_agreement: BASE_ID, new_agreement: randomUUID(), workspace_id: w.A.id },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(await agreementCount()).toBe(before);
  });
});
