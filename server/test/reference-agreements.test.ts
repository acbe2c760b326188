/**
 * Reference agreements (docs/reference-agreements.md): a fresh installation offers the five provincial cleaning
 * agreements with scope, source and verification; a copy remembers its base and version; the operator's command
 * loads a newer version of a base without touching the copies, refuses an older one and a wrong file naming the
 * field, and marks one verified.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from './helpers';
import { loadReferenceCommand, verifyReferenceCommand } from '../src/cli/reference-commands';
import { runAdmin } from '../src/cli/admin';
import sevilla from '../src/seed/reference-agreements/sevilla-limpieza-v1.json' with { type: 'json' };

const SEVILLA = '54818256-87e0-4be5-844d-0e9e4146b554';
const REGCONS = ['28002585011981', '79002415012005', '41001705011982', '46001595011981', '48001445011981'];

describe.each(await targets())('reference agreements (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  const dir = mkdtempSync(join(tmpdir(), 'licita-reference-'));
  const fileWith = (name: string, contents: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(contents));
    return path;
  };
  const read = async (id: string) => (await t.call('GET', `/api/agreement/${id}`, { token: A.adminToken })).json();
  const stored = (id: string) =>
    t.database.db
      .selectFrom('agreement')
      .select(['reference_version', 'verified', 'agreement_base_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(target);
    A = await t.workspace('Referencias A');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a fresh installation offers the five, read-only, with their scope and REGCON code, at version 1 and unverified', async () => {
    const list = (await t.call('GET', '/api/agreement', { token: A.adminToken, query: { workspace_id: A.id } })).json();
    const shared = list.filter((a: { update_permissions: boolean }) => !a.update_permissions);
    expect(shared.map((a: { regcon_code: string }) => a.regcon_code).sort()).toEqual([...REGCONS].sort());
    expect(shared.find((a: { id: string }) => a.id === SEVILLA)).toMatchObject({
      name: 'Limpieza de edificios y locales de la provincia de Sevilla 2024-2027',
      scope: { level: 'province', nuts: ['ES618'] },
      start_year: 2024,
      end_year: 2027,
      source: { bulletin: 'BOP de Sevilla nº 238 (tablas rectificadas)', date: '2025-12-11' },
      reference: {
        version: 1,
        verified: null,
        territory: 'Sevilla',
        text: { bulletin: 'BOP de Sevilla nº 162', date: '2025-08-25', url: null },
      },
      base_version: null,
    });
    for (const a of shared) expect(await stored(a.id)).toMatchObject({ reference_version: 1, verified: null });
    const full = await read(SEVILLA);
    expect(full.source).toMatchObject({ bulletin: 'BOP de Sevilla nº 238 (tablas rectificadas)', date: '2025-12-11' });
    // the four levels the source gives, with their 2026 annual tables, and 37.5 h a week
    expect(
      full.categories.map((c: { professional_category: string; salary_year: number }) => [
        c.professional_category,
        c.salary_year,
      ]),
    ).toEqual([
      ['Grupo IV, nivel I', 16588.02],
      ['Grupo IV, nivel II', 16959.64],
      ['Grupo IV, nivel III', 17330.48],
      ['Grupo I', 18445.2],
    ]);
    expect(full.max_hours_per_week).toBe(37.5);
    // no annual hours in the source: 1,826 h at 40 h a week, in proportion (1,826 × 37.5 / 40 = 1,711.875)
    expect(full.max_hours_per_year).toBe(1711.88);
  });

  it('a copy keeps its base and version; a newer version loaded by the operator changes the base, not the copy', async () => {
    const copyId = randomUUID();
    const dup = await t.call('POST', '/api/agreement/duplicate', {
      token: A.adminToken,
      body: { origin_agreement: SEVILLA, new_agreement: copyId, workspace_id: A.id },
    });
    expect(dup.statusCode).toBe(200);
    expect(await stored(copyId)).toEqual({ reference_version: 1, verified: null, agreement_base_id: SEVILLA });
    expect(await read(copyId)).toMatchObject({
      agreement_base_id: SEVILLA,
      base_version: 1,
      reference: null,
      update_permissions: true,
    });

    // version 2: the level I table of 2026 is corrected to 16,600 € and a fifth category appears
    const v2 = structuredClone(sevilla);
    v2.version = 2;
    v2.categories[0].tables[0].annual = 16600;
    v2.categories.push({ ...v2.categories[3], name: 'Grupo II' });
    expect(await loadReferenceCommand(t.database.db, fileWith('sevilla-v2.json', v2))).toBe(
      'Convenio de referencia «Limpieza de edificios y locales de la provincia de Sevilla 2024-2027» actualizado a una versión nueva (versión 2)',
    );
    const base = await read(SEVILLA);
    expect(base.categories.map((c: { salary_year: number }) => c.salary_year)).toEqual([
      16600, 16959.64, 17330.48, 18445.2, 18445.2,
    ]);
    expect((await stored(SEVILLA)).reference_version).toBe(2);
    const copy = await read(copyId);
    expect(copy.categories.map((c: { salary_year: number }) => c.salary_year)).toEqual([16588.02, 16959.64, 17330.48, 18445.2]);
    expect((await stored(copyId)).reference_version).toBe(1);

    // version 1 again is older than the stored one: refused, nothing changes
    await expect(loadReferenceCommand(t.database.db, fileWith('sevilla-v1.json', sevilla))).rejects.toThrow(
      'version: el convenio «Limpieza de edificios y locales de la provincia de Sevilla 2024-2027» ya tiene la versión 2, posterior a 1',
    );
    expect((await stored(SEVILLA)).reference_version).toBe(2);
  });

  it('a wrong file is refused naming the field; a workspace agreement is never written', async () => {
    const bad = structuredClone(sevilla) as Record<string, unknown> & typeof sevilla;
    (bad.categories[1].tables[0] as { annual: unknown }).annual = 'mucho';
    const path = fileWith('bad.json', bad);
    await expect(loadReferenceCommand(t.database.db, path)).rejects.toThrow(`${path}: categories[1].tables[0].annual`);
    const noTable = structuredClone(sevilla);
    noTable.salary_year = 2025;
    await expect(loadReferenceCommand(t.database.db, fileWith('no-table.json', noTable))).rejects.toThrow(
      'categories: la categoría «Grupo IV, nivel I» no tiene tabla de 2025 (salary_year)',
    );
    const own = randomUUID();
    await t.call('POST', '/api/agreement/duplicate', {
      token: A.adminToken,
      body: { origin_agreement: '73a81c4d-1325-4b88-8cdc-d54a462d864b', new_agreement: own, workspace_id: A.id },
    });
    await expect(loadReferenceCommand(t.database.db, fileWith('own.json', { ...sevilla, base_id: own }))).rejects.toThrow(
      `base_id: ${own} es un convenio de un espacio de trabajo, no uno de referencia`,
    );
    await expect(runAdmin(['load-reference-agreement'], {})).rejects.toThrow('Falta la opción --file');
  });

  it('the operator marks one verified by REGCON code', async () => {
    expect(
      await verifyReferenceCommand(t.database.db, { regcon: '46001595011981', by: 'Ana Gil', date: '2026-11-20' }, new Date()),
    ).toBe(
      'Convenio de referencia «Limpieza de edificios y locales de la provincia de Valencia 2021-2025» (versión 1) comprobado con el boletín por Ana Gil el 2026-11-20',
    );
    expect((await read('73a81c4d-1325-4b88-8cdc-d54a462d864b')).reference.verified).toEqual({
      by: 'Ana Gil',
      date: '2026-11-20',
    });
    await expect(verifyReferenceCommand(t.database.db, { regcon: '12345678901234', by: 'Ana' }, new Date())).rejects.toThrow(
      'No hay ningún convenio de referencia con el código REGCON 12345678901234',
    );
  });
});
