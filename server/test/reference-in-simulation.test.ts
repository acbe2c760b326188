/**
 * Workspace copies of reference agreements in real runs (docs/reference-agreements.md): a copy ("Duplicar") keeps
 * its base; Sevilla's copy with the centers in Sevilla gets no scope warning, in Madrid it does; Valencia's copy in
 * 2026 gets the complement up to the SMI. Through the API, solved by the engine; on PGlite and, when it answers,
 * PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '@licita/domain';
import { createTestApp, targets, type TestApp } from './helpers';
import { getSim, setQuota, waitEnd, world, type World } from './runs/fixtures';
import { fillSimulation, localityId, newSimulation } from './simulations/fixtures';

/** Sevilla's reference agreement, as migration 0025 installs it. */
const SEVILLA_REGCON = '41001705011982';
/** Valencia's (its 2025 table kept in 2026). */
const VALENCIA_REGCON = '46001595011981';

describe.each(await targets())('a copy of a reference agreement in a run (%s)', (target) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Referencia en una simulación');
    await setQuota(t, w.ws.id, null, 0);
  });
  afterAll(() => t?.close());

  /** A workspace copy ("Duplicar") of the reference agreement with `regcon`, trimmed to the two categories the filled simulation staffs. */
  async function copyOfReference(regcon: string) {
    const token = w.ws.adminToken;
    const list = (await t.call('GET', '/api/agreement', { token, query: { workspace_id: w.ws.id } })).json();
    const base = list.find((a: { regcon_code: string | null }) => a.regcon_code === regcon);
    expect(base, `${regcon} among the reference agreements`).toBeDefined();
    const copy = randomUUID();
    const dup = await t.call('POST', '/api/agreement/duplicate', {
      token,
      body: { origin_agreement: base.id, new_agreement: copy, workspace_id: w.ws.id },
    });
    expect(dup.statusCode, dup.body).toBe(200);
    const read = (await t.call('GET', `/api/agreement/${copy}`, { token })).json();
    expect(read).toMatchObject({ agreement_base_id: base.id, base_version: 1 });
    // a preparer deletes the categories the tender does not use
    const [first, second, ...unused] = read.categories as { id: string }[];
    if (unused.length)
      await t.database.db
        .deleteFrom('agreement_category')
        .where(
          'id',
          'in',
          unused.map((c) => c.id),
        )
        .execute();
    return { id: copy, cats: { limpiador: first!.id, cristalero: (second ?? first)!.id } };
  }

  /** The results of a 2026 run of the filled simulation with `agreement` and every center moved to `locality`. */
  async function runIn(agreement: Awaited<ReturnType<typeof copyOfReference>>, locality: string): Promise<Results> {
    const token = w.ws.adminToken;
    const filled = await fillSimulation(t, token, w.ws.id, await newSimulation(t, token, w.tender, locality), agreement);
    const at = await localityId(t, token, w.ws.id, locality);
    const centers = (await t.call('GET', `/api/simulation/${filled.sim}/center`, { token })).json();
    const moved = centers.map((c: { id: string; name: string; center_group: number; vacation_coverage: number }) => ({
      center_id: c.id,
      name: c.name,
      municipality_id: at,
      agreement_id: agreement.id,
      center_group: c.center_group,
      vacation_coverage: c.vacation_coverage,
    }));
    const saved = await t.call('PUT', `/api/simulation/${filled.sim}/center`, { token, body: { centers: moved } });
    expect(saved.statusCode, saved.body).toBe(200);
    const launched = await t.call('POST', `/api/simulation/${filled.sim}/launch`, { token });
    expect(launched.statusCode, launched.body).toBe(200);
    expect((await waitEnd(t, token, filled.sim, 60_000)).status).toBe('Solved');
    return (await getSim(t, token, filled.sim)).results;
  }
  const codes = (r: Results) => (r.premises ?? []).map((p) => p.code);

  it("Sevilla's copy: no scope warning with the centers in Sevilla, the warning with them in Madrid", async () => {
    const sevilla = await copyOfReference(SEVILLA_REGCON);
    expect(codes(await runIn(sevilla, 'Sevilla'))).not.toContain('AGREEMENT_OUT_OF_SCOPE');
    expect(codes(await runIn(sevilla, 'Madrid'))).toContain('AGREEMENT_OUT_OF_SCOPE');
  });

  it("Valencia's copy in Valencia in 2026: its 2025 table, kept, is topped up to the SMI of 2026", async () => {
    const r = await runIn(await copyOfReference(VALENCIA_REGCON), 'Valencia');
    expect(codes(r)).toContain('SMI_TOPUP');
    expect(codes(r)).not.toContain('AGREEMENT_OUT_OF_SCOPE');
    // 1,029.72 € × 14 = 14,416.08 € (the 2025 table), against 1,221 € × 14 = 17,094 € (SMI 2026)
    expect(r.smi_topups?.map((x) => [x.year, x.table_salary, x.smi])).toContainEqual([2026, 14416.08, 17094]);
  });
});
