/**
 * The launch warning of a position with work but no category (src/runs/checks.ts), which reads the simulation's own
 * category-positions, shifts and tasks: a copy that loses its category-positions is warned, naming the position;
 * the simulation it was copied from, whose rows are untouched, is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, world, type World } from './fixtures';
import { launchFindings } from '../../src/runs/checks';

const uncovered = (findings: { message: string }[]) =>
  findings.filter((f) => f.message.includes('no tiene ninguna categoría asignada')).map((f) => f.message);

describe.each(await targets())('positions with work and no category (%s)', (target) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Puestos sin categoría');
  });
  afterAll(() => t?.close());

  it('warns the simulation that lost its category-positions, not the one it was copied from', async () => {
    const copy = await copyOf(t, w);
    expect(uncovered(await launchFindings(t.database.db, copy))).toEqual([]);
    await sql`delete from category_position where simulation_id = ${copy}`.execute(t.database.db);
    const names = (
      await sql<{ name: string }>`select name from position where simulation_id = ${copy} order by name`.execute(t.database.db)
    ).rows.map((r) => r.name);
    const warned = uncovered(await launchFindings(t.database.db, copy));
    expect(warned.length).toBeGreaterThan(0);
    for (const message of warned)
      expect(
        names.some((n) => message === `El puesto ${n} no tiene ninguna categoría asignada: su trabajo quedará sin cubrir`),
      ).toBe(true);
    expect(uncovered(await launchFindings(t.database.db, w.base.sim))).toEqual([]);
  });
});
