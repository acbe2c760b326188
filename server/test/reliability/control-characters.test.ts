/** Control characters in request text (docs/reliability.md, defect 1): 400 naming the field, nothing written. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { newSimulation, newTender } from '../simulations/fixtures';

describe.each(await targets())('control characters (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let sim: string;
  let tender: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    A = await t.workspace('Control A');
    tender = await newTender(t, A.adminToken, A.id);
    sim = await newSimulation(t, A.adminToken, tender, 'Sim control');
  }, 180_000);
  afterAll(() => t?.close());

  it('U+0000 and other C0 controls in any string answer 400 naming the field, and nothing is written', async () => {
    const token = A.adminToken;
    const before = await t.counts();
    const cases: [string, string, unknown, string, string][] = [
      ['POST', '/api/project', { name: 'a\u0000b', workspace_id: A.id }, 'name', '«Nombre»'],
      ['POST', '/api/project', { name: 'a\u001bb', workspace_id: A.id }, 'name', '«Nombre»'],
      ['POST', '/api/event', { search: 'hospital\u0000', workspace_id: A.id }, 'search', '«Buscar»'],
      ['POST', '/api/simulation', { name: 'Sim\u0007', project_id: tender }, 'name', '«Nombre»'],
      ['POST', `/api/simulation/${sim}/position`, { name: 'Limpieza\nnocturna' }, 'name', '«Nombre»'],
      [
        'PUT',
        `/api/simulation/${sim}/center`,
        { centers: [{ name: 'Hospital\u0000', municipality_id: A.id, agreement_id: A.id }] },
        'centers[0].name',
        '«Nombre» (Centros, fila 1)',
      ],
    ];
    for (const [method, url, body, field, label] of cases) {
      const res = await t.call(method, url, { token, body });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toEqual({ field, message: `El campo ${label} contiene caracteres de control no permitidos` });
    }
    // Query text too.
    const search = await t.call('GET', '/api/project', { token, query: { workspace_id: A.id, search_string: 'a\u0000' } });
    expect(search.statusCode).toBe(400);
    expect(search.json().field).toBe('search_string');
    expect(await t.counts()).toEqual(before);
  });

  it('the fields the forms make multi-line (the justification grounds) take tab, line feed and carriage return; other controls still 400', async () => {
    const token = A.adminToken;
    const grounds = {
      method_savings: 'Primera línea\nsegunda línea',
      technical_solutions: 'Columna\tcolumna\r\nfin',
      favourable_conditions: null,
      originality: null,
      obligations: null,
      state_aid: null,
    };
    const saved = await t.call('PUT', `/api/simulation/${sim}/justification`, { token, body: grounds });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.call('GET', `/api/simulation/${sim}/justification`, { token });
    expect(read.json()).toMatchObject({
      method_savings: grounds.method_savings,
      technical_solutions: grounds.technical_solutions,
    });
    const refused = await t.call('PUT', `/api/simulation/${sim}/justification`, {
      token,
      body: { ...grounds, originality: 'a\u0000b' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      field: 'originality',
      message: 'El campo «Originalidad de los servicios» contiene caracteres de control no permitidos',
    });
  });

  it('ordinary text with accents, symbols and spaces still passes', async () => {
    const res = await t.call('POST', '/api/project', {
      token: A.adminToken,
      body: { name: 'Limpieza «Ávila» – 50 % · ñ', workspace_id: A.id },
    });
    expect(res.statusCode).toBe(200);
  });
});
