/** Agreements in use: the base agreement's copy per workspace, agreements a simulation uses, the PDF through signed addresses, and the material-cost catalogue (the rest: ./agreements.test.ts). */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { isRight } from 'fp-ts/lib/Either.js';
import { WorkspaceMaterialCosts, timeLimitsOf } from '@licita/domain';
import { targets } from './helpers';
import { agreementsWorld, AGREEMENTS_NOW, BASE_ID, payload } from './agreements-fixtures';
import { AGREEMENT_REFERENCES, CATEGORY_REFERENCES } from '../src/agreements/repository';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe.each(await targets())('agreements: copies, use, PDF and material costs (%s)', (target) => {
  const w = agreementsWorld(target);

  it('duplicates the base agreement once per workspace; the copy is editable', async () => {
    const copyId = randomUUID();
    const dup = await w.t.call('POST', '/api/agreement/duplicate', {
      token: w.A.adminToken,
      body: { origin_agreement: BASE_ID, new_agreement: copyId, workspace_id: w.A.id },
    });
    expect(dup.statusCode).toBe(200);
    expect(dup.json()).toEqual({ id: copyId });
    const again = await w.t.call('POST', '/api/agreement/duplicate', {
      token: w.A.adminToken,
      body: { origin_agreement: BASE_ID, new_agreement: randomUUID(), workspace_id: w.A.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe una copia de este convenio.');
    // Another workspace may have its own copy.
    expect(
      (
        await w.t.call('POST', '/api/agreement/duplicate', {
          token: w.B.adminToken,
          body: { origin_agreement: BASE_ID, new_agreement: randomUUID(), workspace_id: w.B.id },
        })
      ).statusCode,
    ).toBe(200);

    const copy = (await w.t.call('GET', `/api/agreement/${copyId}`, { token: w.A.adminToken })).json();
    expect(copy).toMatchObject({
      name: 'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025 (copia)',
      agreement_base_id: BASE_ID,
      workspace_id: w.A.id,
      update_permissions: true,
    });
    expect(copy.categories).toHaveLength(28);
    const base = (await w.t.call('GET', `/api/agreement/${BASE_ID}`, { token: w.A.adminToken })).json();
    expect(copy.categories[0].id).not.toBe(base.categories[0].id);

    // Edit the copy through the save payload (as the form does) and raise one salary.
    const body = {
      id: copyId,
      agreement_base_id: BASE_ID,
      name: copy.name,
      max_sections_planned_day: copy.max_sections_planned_day,
      holidays: {
        days: copy.holiday_days,
        type: copy.holiday_days_types,
        period: { from_month: copy.holidays_rules_from, until_month: copy.holidays_rules_until },
      },
      rest_hours_between_shifts: copy.rest_hours_between_shifts,
      consecutive_rest_days: copy.consecutive_rest_days,
      free_day_available: copy.free_day_available,
      start_year: copy.start_year,
      end_year: copy.end_year,
      creation_year: copy.creation_year,
      salary_year: copy.salary_year,
      time_limits: timeLimitsOf({ day: copy.max_hours_per_day, week: copy.max_hours_per_week, year: copy.max_hours_per_year }),
      annual_increments: copy.annual_increment,
      seniority_bonuses: copy.seniority_bonus.map((s: any) => ({
        max_percent_date: null,
        period_bonus: s.period_bonus,
        percent_over_salary: s.percent_over_salary,
        max_percent: s.max_percent,
      })),
      categories: copy.categories.map((c: any, i: number) => (i === 0 ? { ...c, salary_year: 20000 } : c)),
      workspace_id: w.A.id,
    };
    const saved = await w.t.call('POST', '/api/agreement', { token: w.A.adminToken, body });
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = (await w.t.call('GET', `/api/agreement/${copyId}`, { token: w.A.adminToken })).json();
    expect(edited.categories[0]).toMatchObject({ id: copy.categories[0].id, salary_year: 20000 });
    expect((await w.t.call('GET', `/api/agreement/${BASE_ID}`, { token: w.A.adminToken })).json().categories[0].salary_year).toBe(
      base.categories[0].salary_year,
    );
  });

  it('an agreement a simulation center uses cannot be deleted (409), nor can a category a simulation uses be removed', async () => {
    const db = w.t.database.db;
    const id = randomUUID();
    await w.t.call('POST', '/api/agreement', { token: w.A.adminToken, body: payload(w.A.id, { id }) });
    // Stand-ins for the simulation tables (their own tests use the real ones).
    AGREEMENT_REFERENCES.push(['test_center_ref', 'agreement_id']);
    CATEGORY_REFERENCES.push(['test_surrogate_ref', 'category_id']);
    await sql`create table test_center_ref (agreement_id uuid not null)`.execute(db);
    await sql`create table test_surrogate_ref (category_id uuid not null)`.execute(db);
    try {
      await sql`insert into test_center_ref (agreement_id) values (${id})`.execute(db);
      const res = await w.t.call('DELETE', `/api/agreement/${id}`, { token: w.A.adminToken, query: { workspace_id: w.A.id } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('No puedes borrar un convenio que usa alguna simulación o algún estudio previo');

      const stored = (await w.t.call('GET', `/api/agreement/${id}`, { token: w.A.adminToken })).json();
      await sql`insert into test_surrogate_ref (category_id) values (${stored.categories[0].id})`.execute(db);
      const without = await w.t.call('POST', '/api/agreement', {
        token: w.A.adminToken,
        body: payload(w.A.id, { id, name: 'Cambiado', categories: [stored.categories[1]] }),
      });
      expect(without.statusCode).toBe(400);
      expect(without.json()).toMatchObject({
        field: 'categories',
        message: 'No puedes quitar una categoría que usa alguna simulación o algún estudio previo',
      });
      const after = (await w.t.call('GET', `/api/agreement/${id}`, { token: w.A.adminToken })).json();
      expect([after.name, after.categories.length]).toEqual([stored.name, 2]);
      // Keeping the used category (and dropping the other) is fine.
      expect(
        (
          await w.t.call('POST', '/api/agreement', {
            token: w.A.adminToken,
            body: payload(w.A.id, { id, categories: [stored.categories[0]] }),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      AGREEMENT_REFERENCES.pop();
      CATEGORY_REFERENCES.pop();
      await sql`drop table test_center_ref`.execute(db);
      await sql`drop table test_surrogate_ref`.execute(db);
    }
    expect(
      (await w.t.call('DELETE', `/api/agreement/${id}`, { token: w.A.adminToken, query: { workspace_id: w.A.id } })).statusCode,
    ).toBe(204);
  });

  it('uploads a PDF to a signed address, opens it, refuses a non-PDF, a bad signature and an expired address', async () => {
    const id = randomUUID();
    await w.t.call('POST', '/api/agreement', { token: w.A.adminToken, body: payload(w.A.id, { id }) });
    const none = await w.t.call('GET', `/api/agreement/${id}/pdf`, { token: w.lector });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('El convenio no tiene PDF');
    expect(
      (await w.t.call('POST', `/api/agreement/${id}/pdf`, { token: w.A.adminToken, body: { filename: 'convenio.docx' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await w.t.call('POST', `/api/agreement/${id}/pdf`, { token: w.lector, body: { filename: 'c.pdf' } })).statusCode,
    ).toBe(403);

    const res = await w.t.call('POST', `/api/agreement/${id}/pdf`, {
      token: w.A.adminToken,
      body: { filename: 'Convenio Ávila.pdf' },
    });
    expect(res.statusCode).toBe(200);
    const upload = new URL(res.json().upload_url);
    const put = (url: URL, payload: Buffer, type = 'application/pdf') =>
      w.t.app.inject({ method: 'PUT', url: url.pathname + url.search, headers: { 'content-type': type }, payload });

    expect((await put(upload, Buffer.from('hola, no soy un pdf'))).statusCode).toBe(400);
    expect((await put(upload, PDF, 'text/plain')).statusCode).toBeGreaterThanOrEqual(400);
    const forged = new URL(upload);
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect((await put(forged, PDF)).statusCode).toBe(403);
    expect((await w.t.call('GET', `/api/agreement/${id}`, { token: w.A.adminToken })).json().has_pdf).toBe(false);

    const ok = await put(upload, PDF);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await w.t.call('GET', `/api/agreement/${id}`, { token: w.A.adminToken })).json().has_pdf).toBe(true);

    const link = await w.t.call('GET', `/api/agreement/${id}/pdf`, { token: w.lector });
    expect(link.statusCode).toBe(200);
    expect(link.json().filename).toBe('Convenio Ávila.pdf');
    const download = new URL(link.json().download_url);
    const file = await w.t.app.inject({ method: 'GET', url: download.pathname + download.search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The download address is not an upload address, and it expires.
    expect((await put(download, PDF)).statusCode).toBe(403);
    w.clock.now = new Date(w.clock.now.getTime() + 16 * 60 * 1000);
    expect((await w.t.app.inject({ method: 'GET', url: download.pathname + download.search })).statusCode).toBe(403);
    w.clock.now = new Date(AGREEMENTS_NOW);

    // A 21 MB file is too large.
    const big = await w.t.call('POST', `/api/agreement/${id}/pdf`, { token: w.A.adminToken, body: { filename: 'big.pdf' } });
    const bigUrl = new URL(big.json().upload_url);
    expect((await put(bigUrl, Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]))).statusCode).toBe(413);
  });

  it('material-cost catalogue: CRUD by inventory permission, validation, isolation', async () => {
    const list = () => w.t.call('GET', '/api/material_cost', { token: w.lector, query: { workspace_id: w.A.id } });
    expect((await list()).json()).toEqual([]);
    const created = await w.t.call('POST', '/api/material_cost', {
      token: w.editor,
      body: { name: 'Fregonas', cost_type: 'MONTHLY_UNIT_COST', amount: 2.5, workspace_id: w.A.id },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const pct = await w.t.call('POST', '/api/material_cost', {
      token: w.A.adminToken,
      body: { name: 'Maquinaria', cost_type: 'SALARY_PERCENT', workspace_id: w.A.id },
    });
    expect(pct.statusCode).toBe(200);
    expect(isRight(WorkspaceMaterialCosts.decode((await list()).json()))).toBe(true);
    expect((await list()).json()).toEqual([
      { id, name: 'Fregonas', cost_type: 'MONTHLY_UNIT_COST', amount: 2.5, workspace_id: w.A.id },
      { id: pct.json().id, name: 'Maquinaria', cost_type: 'SALARY_PERCENT', amount: null, workspace_id: w.A.id },
    ]);

    // Validation: amount required except for the percent type, percent 0 to 100, name required.
    for (const body of [
      { name: 'Sin importe', cost_type: 'MONTHLY_AMOUNT' },
      { name: 'Porcentaje', cost_type: 'SALARY_PERCENT', amount: 101 },
      { name: '  ', cost_type: 'MONTHLY_AMOUNT', amount: 1 },
      { name: 'Negativo', cost_type: 'AMOUNT_BY_WORKER', amount: -1 },
    ]) {
      const res = await w.t.call('POST', '/api/material_cost', {
        token: w.A.adminToken,
        body: { ...body, workspace_id: w.A.id },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field ?? '', JSON.stringify(body)).toMatch(/amount|name/);
    }
    expect(
      (
        await w.t.call('POST', '/api/material_cost', {
          token: w.A.adminToken,
          body: { name: 'Sin importe', cost_type: 'MONTHLY_AMOUNT', workspace_id: w.A.id },
        })
      ).json().message,
    ).toBe('Valor requerido');

    const updated = await w.t.call('PUT', `/api/material_cost/${id}`, {
      token: w.editor,
      body: { name: 'Fregonas industriales', cost_type: 'MONTHLY_AMOUNT', amount: 30 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id,
      name: 'Fregonas industriales',
      cost_type: 'MONTHLY_AMOUNT',
      amount: 30,
      workspace_id: w.A.id,
    });
    expect((await w.t.call('GET', `/api/material_cost/${id}`, { token: w.lector })).json().name).toBe('Fregonas industriales');
    expect(
      (
        await w.t.call('PUT', `/api/material_cost/${id}`, {
          token: w.editor,
          body: { name: 'X', cost_type: 'MONTHLY_AMOUNT', amount: 1, workspace_id: w.B.id },
        })
      ).statusCode,
    ).toBe(400);

    // Lector: read only. Workspace B: 404 on everything of A.
    expect(
      (
        await w.t.call('POST', '/api/material_cost', {
          token: w.lector,
          body: { name: 'X', cost_type: 'MONTHLY_AMOUNT', amount: 1, workspace_id: w.A.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await w.t.call('PUT', `/api/material_cost/${id}`, {
          token: w.lector,
          body: { name: 'X', cost_type: 'MONTHLY_AMOUNT', amount: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await w.t.call('DELETE', `/api/material_cost/${id}`, { token: w.lector })).statusCode).toBe(403);
    for (const [method, url, o] of [
      ['GET', '/api/material_cost', { query: { workspace_id: w.A.id } }],
      ['POST', '/api/material_cost', { body: { name: 'X', cost_type: 'MONTHLY_AMOUNT', amount: 1, workspace_id: w.A.id } }],
      ['GET', `/api/material_cost/${id}`, {}],
      ['PUT', `/api/material_cost/${id}`, { body: { name: 'X', cost_type: 'MONTHLY_AMOUNT', amount: 1 } }],
      ['DELETE', `/api/material_cost/${id}`, {}],
    ] as const) {
      expect((await w.t.call(method, url, { token: w.B.adminToken, ...(o as object) })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await w.t.call('GET', '/api/material_cost', { token: w.B.adminToken, query: { workspace_id: w.B.id } })).json(),
    ).toEqual([]);

    expect((await w.t.call('DELETE', `/api/material_cost/${id}`, { token: w.editor })).statusCode).toBe(204);
    expect((await list()).json().map((c: any) => c.name)).toEqual(['Maquinaria']);
  });
});
