/**
 * Where and when an agreement applies (docs/premises.md section 1): scope, REGCON code, source and the assumption
 * after the validity, saved, read, kept and copied; localities' province (NUTS 3) from the catalogue, by hand and
 * from a PLACSP notice; the engine's input document carries them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSave } from '@licita/domain/test/fixtures/agreement-save';
import { createTestApp, targets, type TestApp } from './helpers';
import { BASE_ID, BASE_STATED } from './agreements-fixtures';
import { fullAgreements } from '../src/simulations/agreement-repository';

const SCOPE = { level: 'province', nuts: ['ES618'] };
const SOURCE = { bulletin: 'BOP de Sevilla nº 162', date: '2025-08-25', url: 'https://www.dipusevilla.es/bop/2025-08-25.pdf' };

describe.each(await targets())('agreement scope and locality NUTS (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    A = await t.workspace('Ámbito A');
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (body: Record<string, unknown>) =>
    t.call('POST', '/api/agreement', { token: A.adminToken, body: { ...agreementSave(), workspace_id: A.id, ...body } });
  const read = async (id: string) => (await t.call('GET', `/api/agreement/${id}`, { token: A.adminToken })).json();

  it('the base agreement states the Comunidad de Madrid, its REGCON code and the BOCM its tables come from', async () => {
    expect(await read(BASE_ID)).toMatchObject({
      ...BASE_STATED,
      after_validity: { mode: 'repeat_last' },
    });
  });

  it('saves and reads them; a save without them keeps them; a new one has none and repeat_last; Duplicar copies them', async () => {
    const plain = randomUUID();
    expect((await save({ id: plain, name: 'Sin ámbito' })).statusCode).toBe(200);
    expect(await read(plain)).toMatchObject({
      scope: null,
      regcon_code: null,
      source: null,
      after_validity: { mode: 'repeat_last' },
    });

    const id = randomUUID();
    const saved = await save({
      id,
      name: 'Limpieza Sevilla',
      scope: SCOPE,
      regcon_code: '41001705011982',
      source: SOURCE,
      after_validity: { mode: 'percent', percent: 2.5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stated = {
      scope: SCOPE,
      regcon_code: '41001705011982',
      source: SOURCE,
      after_validity: { mode: 'percent', percent: 2.5 },
    };
    expect(await read(id)).toMatchObject(stated);
    // an older client's save (no such fields) keeps them
    expect((await save({ id, name: 'Limpieza Sevilla (rev.)' })).statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ name: 'Limpieza Sevilla (rev.)', ...stated });
    const list = (await t.call('GET', '/api/agreement', { token: A.adminToken, query: { workspace_id: A.id } })).json();
    expect(list.find((a: { id: string }) => a.id === id)).toMatchObject({ scope: SCOPE, regcon_code: '41001705011982' });
    // the engine reads the scope and the assumption
    const [engine] = await fullAgreements(t.database.db, [id]);
    expect(engine).toMatchObject({ scope: SCOPE, after_validity: { mode: 'percent', percent: 2.5 } });

    const copy = randomUUID();
    const dup = await t.call('POST', '/api/agreement/duplicate', {
      token: A.adminToken,
      body: { origin_agreement: id, new_agreement: copy, workspace_id: A.id },
    });
    expect(dup.statusCode, dup.body).toBe(200);
    expect(await read(copy)).toMatchObject({ name: 'Limpieza Sevilla (rev.) (copia)', ...stated });
    // cleared on request
    expect((await save({ id, name: 'Limpieza Sevilla', scope: null, regcon_code: null, source: null })).statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ scope: null, regcon_code: null, source: null });
  });

  it('refuses what is wrong with 400 naming the field, in Spanish', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ regcon_code: '4100170501198' }, 'regcon_code', 'El campo «Código REGCON» debe tener 14 dígitos'],
      [
        { scope: { level: 'state', nuts: ['ES61'] } },
        'scope.nuts',
        'Ámbito territorial: un convenio estatal cubre toda España, no lista comunidades ni provincias',
      ],
      [
        { scope: { level: 'region', nuts: [] } },
        'scope.nuts',
        'Ámbito territorial: indica las comunidades o provincias que cubre',
      ],
      [
        { scope: { level: 'province', nuts: ['ES999'] } },
        'scope.nuts.0',
        'Ámbito territorial: «ES999» no es un código NUTS de comunidad o provincia',
      ],
      [{ source: { ...SOURCE, date: '2025-02-30' } }, 'source.date', 'El campo «Fecha» debe ser una fecha AAAA-MM-DD válida'],
      [
        { after_validity: { mode: 'percent' } },
        'after_validity.percent',
        'Después de la vigencia: indica el porcentaje anual, de 0 a 100',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await save({ id: randomUUID(), name: 'Mal', ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json(), JSON.stringify(over)).toEqual({ field, message });
    }
    // the contract itself refuses an address that is not https
    const http = await save({ id: randomUUID(), name: 'Mal', source: { ...SOURCE, url: 'http://bop.example/x.pdf' } });
    expect(http.statusCode).toBe(400);
    expect(http.json()).toEqual({ field: 'source.url', message: 'El campo «Enlace» debe empezar por https://' });
  });

  it("localities carry their province's NUTS 3 code: the catalogue's, set by hand, and from a notice's place", async () => {
    const list = async () =>
      (await t.call('GET', '/api/location/municipality', { token: A.adminToken, query: { workspace_id: A.id } })).json() as {
        id: string;
        name: string;
        nuts_code: string | null;
      }[];
    const byName = async (name: string) => (await list()).find((l) => l.name === name);
    expect(await byName('Sevilla')).toMatchObject({ nuts_code: 'ES618' });
    expect(await byName('Dos Hermanas')).toMatchObject({ nuts_code: 'ES618' });
    expect(await byName('Las Palmas de Gran Canaria')).toMatchObject({ nuts_code: 'ES705' });

    const created = await t.call('POST', '/api/location/municipality', {
      token: A.adminToken,
      body: { workspace_id: A.id, name: 'Utrera', region: 'ES-AN', nuts_code: 'ES618' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await byName('Utrera')).toMatchObject({ nuts_code: 'ES618' });
    const bad = await t.call('PUT', `/api/location/municipality/${created.json().id}`, {
      token: A.adminToken,
      body: { nuts_code: 'ES61' },
    });
    expect(bad.statusCode).toBe(400);
    const cleared = await t.call('PUT', `/api/location/municipality/${created.json().id}`, {
      token: A.adminToken,
      body: { nuts_code: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ name: 'Utrera', nuts_code: null });

    // the two-lot notice is performed in Villanueva del Prado (ES618, Sevilla)
    const xml = readFileSync(join(import.meta.dirname, 'fixtures/placsp/limpieza-dos-lotes.atom'), 'utf8');
    const imported = await t.call('POST', '/api/project/import', { token: A.adminToken, body: { workspace_id: A.id, xml } });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await byName('Villanueva del Prado')).toMatchObject({ nuts_code: 'ES618' });
  });
});
