/**
 * A document link asked for while its owner is deleted or re-costed: the answer is 404 or 409
 * with a Spanish message, never a 500, and no file of a deleted owner is left behind. The race is made
 * deterministic by the storage: the deletion (or the new version) happens inside the storage call the link makes
 * just before building the file (`exists`) or just after building it (`put`).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { targets } from '../helpers';
import { previousStudyFixture } from '../previous-studies-fixtures';
import { fillSimulation, newSimulation } from '../simulations/fixtures';
import { waitEnd } from '../runs/fixtures';
import { storageOf } from '../../src/files/storage';

type Hooked = 'exists' | 'put';

describe.each(await targets())('document links racing a deletion or a re-cost (%s)', (target) => {
  const { start, stop, call, ok, solvedStudy } = previousStudyFixture();
  let w: Awaited<ReturnType<typeof start>>;
  let restore: (() => void) | undefined;

  beforeAll(async () => {
    w = await start(target);
  }, 180_000);
  afterAll(() => stop());
  afterEach(() => restore?.());

  const files = (owner: string) => readdirSync(w.filesDir).filter((n) => n.includes(owner));

  /** Runs `meanwhile` once, inside the storage's `method` for the first key starting with `prefix`. */
  function during(method: Hooked, prefix: string, meanwhile: () => Promise<unknown>) {
    // the storage's methods seen loosely, to wrap one of them
    const storage = storageOf(w.t.app.deps) as unknown as Record<Hooked, (...args: unknown[]) => Promise<unknown>>;
    const original = storage[method];
    let done = false;
    storage[method] = async (...args: unknown[]) => {
      if (!done && String(args[0]).startsWith(prefix)) {
        done = true;
        await meanwhile();
      }
      return original.apply(storage, args);
    };
    restore = () => {
      storage[method] = original;
      restore = undefined;
    };
    return () => done;
  }

  async function solvedSimulation() {
    const token = w.A.adminToken;
    const sim = await fillSimulation(
      w.t,
      token,
      w.A.id,
      await newSimulation(w.t, token, w.tender, `Carrera ${randomUUID().slice(0, 6)}`),
      w.agreement,
    );
    ok(await call('POST', `/api/simulation/${sim.sim}/launch`));
    expect((await waitEnd(w.t, token, sim.sim, 60_000)).status).toBe('Solved');
    return sim.sim;
  }

  it('the justification of a simulation deleted while its PDF is prepared: 404 «La simulación no existe», no file left', async () => {
    const id = await solvedSimulation();
    const ran = during('exists', `justification-${id}-`, async () => ok(await call('DELETE', `/api/simulation/${id}`), 204));
    const res = await call('GET', `/api/simulation/${id}/justification_url`);
    expect(ran()).toBe(true);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { message: 'La simulación no existe' } });
    expect(files(id)).toEqual([]);
  }, 120_000);

  it('the solution workbook of a simulation deleted once its file is built: 404, and the file just written removed', async () => {
    const id = await solvedSimulation();
    // the page's poll built the workbook already: start from no workbook
    for (const name of files(`solution-${id}-`)) if (!name.endsWith('.meta.json')) await storageOf(w.t.app.deps).remove(name);
    await sql`update simulation_solution set workbook_key = null where simulation_id = ${id}`.execute(w.t.database.db);
    const ran = during('put', `solution-${id}-`, async () => ok(await call('DELETE', `/api/simulation/${id}`), 204));
    const res = await call('GET', `/api/simulation/${id}/solution_url`);
    expect(ran()).toBe(true);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { message: 'La simulación no existe' } });
    expect(files(id)).toEqual([]);
  }, 120_000);

  it('a re-cost landing while the PDF is prepared: 409 asking to ask again; the next request gets the new version', async () => {
    const id = await solvedSimulation();
    const bump = () =>
      sql`update simulation_solution set version = version + 1 where simulation_id = ${id}`.execute(w.t.database.db);
    const ran = during('exists', `justification-${id}-`, bump);
    const res = await call('GET', `/api/simulation/${id}/justification_url`);
    expect(ran()).toBe(true);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 409,
      body: { message: 'La solución cambió mientras se preparaba el fichero; vuelve a pedirlo' },
    });
    restore?.();
    ok(await call('GET', `/api/simulation/${id}/justification_url`));
    expect(files(id).filter((n) => n.startsWith('justification-') && !n.endsWith('.meta.json'))).toHaveLength(1);
  }, 120_000);

  it('a previous study deleted while its justification or workbook is prepared: 404 «El estudio previo no existe»', async () => {
    for (const [method, prefix, link] of [
      ['exists', 'justification-', 'justification_url'],
      ['put', 'solution-', 'solution_url'],
    ] as const) {
      const study = await solvedStudy(`Carrera ${link}`);
      // the study's page may have built its workbook already: start from no file
      for (const name of files(study.id)) await storageOf(w.t.app.deps).remove(name.replace(/\.meta\.json$/, ''));
      await sql`update previous_study set workbook_key = null where id = ${study.id}`.execute(w.t.database.db);
      const ran = during(method, `${prefix}${study.id}-`, async () =>
        ok(await call('DELETE', `/api/previous_study/${study.id}`), 204),
      );
      const res = await call('GET', `/api/previous_study/${study.id}/${link}`);
      expect(ran(), link).toBe(true);
      expect({ status: res.statusCode, body: res.json() }, link).toEqual({
        status: 404,
        body: { message: 'El estudio previo no existe' },
      });
      expect(files(study.id), link).toEqual([]);
      restore?.();
    }
  }, 240_000);

  it('a compared simulation deleted once the comparison is built: 404, and the comparison just written removed', async () => {
    const [a, b] = [await solvedSimulation(), await solvedSimulation()];
    const ran = during('put', 'comparison-', async () => ok(await call('DELETE', `/api/simulation/${b}`), 204));
    const res = await call('POST', `/api/project/${w.tender}/comparison_url`, {
      items: [a, b].map((id) => ({ kind: 'simulation', id })),
    });
    expect(ran()).toBe(true);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { message: 'La simulación no existe en la licitación' },
    });
    expect(readdirSync(w.filesDir).filter((n) => n.startsWith('comparison-'))).toEqual([]);
  }, 180_000);
});
