/** Tenders and saved searches: workspace isolation, permissions, validation (pagination and search: ./projects-list.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, targets, type Target, type TestApp } from './helpers';
import { foreignCalls, SKIP_REASONS, type ForeignObjects, type SweepCall } from './isolation-sweep';
import { fillSimulation, insertAgreement, newSimulation, readInputs } from './simulations/fixtures';
import { ROLE_IDS } from '../src/defaults';

// One database per target for the whole file (opening one is the slow part); each block has its own workspaces.
const apps = new Map<string, Promise<TestApp>>();
const appFor = (target: Target) => {
  if (!apps.has(target)) apps.set(target, createTestApp(target));
  return apps.get(target)!;
};
afterAll(async () => {
  for (const app of apps.values()) await (await app).close();
});

describe.each(await targets())('tenders (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminToken: string };
  let B: { id: string; adminToken: string };
  let editor: string;
  let lector: string;
  let tenderA: string;
  let searchA: string;
  let objectsA: ForeignObjects;
  let ownB: ForeignObjects;

  beforeAll(async () => {
    t = await appFor(target);
    A = await t.workspace('Empresa A');
    B = await t.workspace('Empresa B');
    const editorMember = await t.member('Empresa A', 'editor@a.test', 'Editor');
    editor = editorMember.token;
    lector = (await t.member('Empresa A', 'lector@a.test', 'Lector')).token;
    const res = await t.call('POST', '/api/project', {
      token: A.adminToken,
      body: { name: 'Limpieza Hospital Ávila', workspace_id: A.id },
    });
    expect(res.statusCode).toBe(200);
    tenderA = res.json().id;
    searchA = (
      await t.call('POST', '/api/event', { token: A.adminToken, body: { search: 'hospital', workspace_id: A.id } })
    ).json().id;
    objectsA = await everyKindOfObject(t, A, tenderA, searchA, editorMember.id);
    // B gets objects of every kind too: the sweep puts one of A's ids at a time among B's own.
    const projectB = (
      await t.call('POST', '/api/project', { token: B.adminToken, body: { name: 'Propia de B', workspace_id: B.id } })
    ).json().id;
    const eventB = (
      await t.call('POST', '/api/event', { token: B.adminToken, body: { search: 'propia', workspace_id: B.id } })
    ).json().id;
    ownB = await everyKindOfObject(t, B, projectB, eventB, (await t.member('Empresa B', 'editor@b.test', 'Editor')).id);
  }, 180_000);

  it('the creator reads the tender with its simulation count, and its simulations and previous studies', async () => {
    const res = await t.call('GET', `/api/project/${tenderA}`, { token: A.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: tenderA,
      uid: tenderA,
      name: 'Limpieza Hospital Ávila',
      simulation_number: 1,
      workspace_id: A.id,
    });
    const sims = await t.call('GET', `/api/project/${tenderA}/simulation`, { token: lector });
    expect(sims.statusCode).toBe(200);
    expect(sims.json()).toEqual([
      expect.objectContaining({ name: 'Sim 1', status: 'Stopped', project_id: tenderA, started: null }),
    ]);
    // The path with a trailing slash works too.
    expect((await t.call('GET', `/api/project/${tenderA}/simulation/`, { token: lector })).statusCode).toBe(200);
    const studies = await t.call('GET', '/api/previous_study', { token: lector, query: { project_id: tenderA } });
    expect(studies.json()).toEqual([expect.objectContaining({ name: 'Estudio 1', status: 'Stopped', sub_status: null })]);
  });

  it("the list of simulations carries each card's total cost and offer from its stored results (null without them)", async () => {
    const tender = (
      await t.call('POST', '/api/project', { token: A.adminToken, body: { name: 'Cifras de las tarjetas', workspace_id: A.id } })
    ).json().id;
    const solved = await newSimulation(t, A.adminToken, tender, 'Resuelta');
    const noBid = await newSimulation(t, A.adminToken, tender, 'Sin presupuesto');
    await newSimulation(t, A.adminToken, tender, 'Sin lanzar');
    const results = (total: number, offer?: number) =>
      JSON.stringify({ total_cost: total, ...(offer === undefined ? {} : { bid: { offer_without_vat: offer } }) });
    await t.database.db
      .updateTable('simulation')
      .set({ status: 'Solved', results: results(123456.78, 118500.5) })
      .where('id', '=', solved)
      .execute();
    await t.database.db
      .updateTable('simulation')
      .set({ status: 'Solved', results: results(99000) })
      .where('id', '=', noBid)
      .execute();
    const cards = (await t.call('GET', `/api/project/${tender}/simulation`, { token: lector })).json() as {
      name: string;
      total_cost: number | null;
      offer_without_vat: number | null;
    }[];
    expect(cards.map((c) => [c.name, c.total_cost, c.offer_without_vat]).sort()).toEqual([
      ['Resuelta', 123456.78, 118500.5],
      ['Sin lanzar', null, null],
      ['Sin presupuesto', 99000, null],
    ]);
  });

  it("a user of workspace B gets 404 on every call about workspace A's tender, and nothing changes", async () => {
    const before = await t.counts();
    const token = B.adminToken;
    const calls: [string, string, object?][] = [
      ['GET', `/api/project/${tenderA}`],
      ['PUT', `/api/project/${tenderA}`, { name: 'Robado' }],
      ['DELETE', `/api/project/${tenderA}`],
      ['GET', `/api/project/${tenderA}/simulation`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, { token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBeTypeOf('string');
    }
    const queries: [string, string, Record<string, string>?, object?][] = [
      ['GET', '/api/previous_study', { project_id: tenderA }],
      ['GET', '/api/project', { workspace_id: A.id }],
      ['POST', '/api/project', undefined, { name: 'Intruso', workspace_id: A.id }],
      ['GET', '/api/event', { workspace_id: A.id }],
      ['POST', '/api/event', undefined, { search: 'x', workspace_id: A.id }],
      ['PUT', `/api/event/${searchA}`, undefined, { search: 'robada' }],
      ['DELETE', `/api/event/${searchA}`],
      ['GET', `/api/workspace/${A.id}`],
      ['GET', `/api/workspace/${A.id}/user`],
    ];
    for (const [method, url, query, body] of queries) {
      const res = await t.call(method, url, { token, query, body });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(query ?? body ?? {})}`).toBe(404);
    }
    expect(await t.counts()).toEqual(before);
    // The workspace-level answer is the API's message (the ui translates it), the same for a workspace that
    // does not exist; a tender of another workspace reads like one that does not exist.
    const foreign = await t.call('GET', '/api/project', { token, query: { workspace_id: A.id } });
    const missing = await t.call('GET', '/api/project', {
      token,
      query: { workspace_id: '00000000-0000-4000-8000-0000000000ff' },
    });
    expect(foreign.json()).toEqual({ message: 'Su usuario no tiene acceso al espacio de trabajo' });
    expect(missing.json()).toEqual(foreign.json());
    const tender = await t.call('GET', `/api/project/${tenderA}`, { token });
    const noTender = await t.call('GET', '/api/project/00000000-0000-4000-8000-0000000000ff', { token });
    expect(tender.json()).toEqual(noTender.json());
  });

  it("no operation of the contract reaches workspace A's objects from workspace B (sweep), and nothing changes", async () => {
    const { calls, skipped } = foreignCalls(objectsA, ownB);
    const operations = new Set(calls.map((c) => c.operationId));
    console.info(
      `isolation sweep (${target}): ${calls.length} calls over ${operations.size} operations ` +
        `(${calls.filter((c) => c.variant === 'through-own').length} with one of A's ids among B's own); ` +
        `skipped ${skipped.length}: ${skipped.map((s) => `${s.operationId} (${s.reason})`).join('; ')}`,
    );
    // Every skip is listed, with its reason, in SKIP_REASONS; anything else is an operation the sweep cannot build.
    expect(skipped.filter((s) => !SKIP_REASONS[s.operationId])).toEqual([]);
    expect(operations.size).toBeGreaterThanOrEqual(100);
    const leaks: string[] = [];
    let proven = 0;
    const statuses: Record<string, number> = {};
    const send = (c: SweepCall, target: { url: string; query: Record<string, string>; body?: unknown }) =>
      t.call(c.method, target.url, { token: B.adminToken, query: target.query, body: target.body });
    const sweep = async (variant: SweepCall['variant']) => {
      for (const c of calls.filter((x) => x.variant === variant)) {
        const res = await send(c, c);
        const label = `${c.operationId} [${c.variant}${c.foreignSlot ? `: ${c.foreignSlot}` : ''}] ${c.method} ${c.url} ${JSON.stringify(c.body ?? c.query)}`;
        if (res.statusCode === 404) proven++;
        statuses[`${variant} ${res.statusCode}`] = (statuses[`${variant} ${res.statusCode}`] ?? 0) + 1;
        if (process.env.SWEEP_VERBOSE) console.info(`${label.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 100)}`);
        if (res.statusCode === 501) continue; // not implemented yet
        // Exactly as an object that does not exist: same status, same message. A success only where missing ids
        // succeed too (B's own write; A's id ignored) and the answer carries nothing of A.
        const missing = await send(c, c.missing);
        const same =
          missing.statusCode === res.statusCode && (res.statusCode < 400 || missing.json().message === res.json().message);
        const carriesA = res.statusCode < 400 && Object.values(objectsA).some((id) => res.body.includes(id));
        // A create's client-chosen id of A's: 404 as another workspace's object (taken-ids.ts), or ignored.
        const ok = (same || (c.clientId && res.statusCode === 404)) && !carriesA;
        if (!ok)
          leaks.push(
            `${label} → ${res.statusCode} ${res.body.slice(0, 120)}; missing ids → ${missing.statusCode} ${missing.body.slice(0, 120)}`,
          );
      }
    };
    // Every id A's: no table changes at all.
    const before = await t.counts();
    await sweep('foreign');
    expect(await t.counts()).toEqual(before);
    // One id A's among B's own: B's objects may change (a call that ignores A's id succeeds), A's must not.
    const aBefore = await snapshot(t, A.adminToken, objectsA);
    await sweep('through-own');
    console.info(`isolation sweep (${target}) answers: ${JSON.stringify(statuses)}`);
    expect(leaks).toEqual([]);
    expect(await snapshot(t, A.adminToken, objectsA)).toEqual(aBefore);
    expect(proven).toBeGreaterThanOrEqual(150);
  });

  it('a Lector gets 403 on every write, and nothing changes', async () => {
    const before = await t.counts();
    const writes: [string, string, object?][] = [
      ['POST', '/api/project', { name: 'Nueva', workspace_id: A.id }],
      ['PUT', `/api/project/${tenderA}`, { name: 'Renombrada' }],
      ['DELETE', `/api/project/${tenderA}`],
    ];
    for (const [method, url, body] of writes) {
      const res = await t.call(method, url, { token: lector, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'No tienes permiso para realizar esta acción' });
    }
    expect(await t.counts()).toEqual(before);
    // But reads work.
    expect((await t.call('GET', '/api/project', { token: lector, query: { workspace_id: A.id } })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/project/${tenderA}`, { token: lector })).statusCode).toBe(200);
  });

  it('a Lector succeeds at no write of the contract about its own workspace (sweep), and nothing changes', async () => {
    const personal = new Set([
      'createEvent',
      'updateEvent',
      'deleteEvent',
      'updateProfile',
      'changePassword',
      'acceptMyInvitation',
      'declineMyInvitation',
    ]);
    const { calls, skipped } = foreignCalls(objectsA);
    // 'Descargar comparativa' is a read sent by POST (its body lists what to compare): a Lector may do it
    const readsByPost = new Set(['tenderComparisonUrl']);
    const writes = calls.filter((c) => c.method !== 'GET' && !personal.has(c.operationId) && !readsByPost.has(c.operationId));
    expect(skipped.filter((s) => !SKIP_REASONS[s.operationId])).toEqual([]);
    expect(writes.length).toBeGreaterThanOrEqual(50);
    const before = await t.counts();
    const allowed: string[] = [];
    const statuses: Record<number, number> = {};
    for (const c of writes) {
      const res = await t.call(c.method, c.url, { token: lector, query: c.query, body: c.body });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      // Every id names a real object of the Lector's workspace now, so the role is the only refusal: 403
      // (501: not implemented yet).
      if (![403, 501].includes(res.statusCode)) allowed.push(`${c.operationId} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    console.info(
      `Lector sweep (${target}): ${writes.length} writes, answers ${JSON.stringify(statuses)}; skipped ${skipped.map((s) => s.operationId).join(', ')}`,
    );
    expect(allowed).toEqual([]);
    expect(statuses[403]).toBeGreaterThanOrEqual(50);
    expect(await t.counts()).toEqual(before);
  });

  it('malformed bodies get 400 naming the field, and nothing changes', async () => {
    const before = await t.counts();
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/project', { workspace_id: A.id }, 'name'],
      ['POST', '/api/project', { name: 'X' }, 'workspace_id'],
      ['POST', '/api/project', { name: '', workspace_id: A.id }, 'name'],
      ['POST', '/api/project', { name: '   ', workspace_id: A.id }, 'name'],
      ['POST', '/api/project', { name: 'x'.repeat(256), workspace_id: A.id }, 'name'],
      ['POST', '/api/project', { name: 'X', workspace_id: 'nope' }, 'workspace_id'],
      ['POST', '/api/project', [], 'body'],
      ['PUT', `/api/project/${tenderA}`, { name: null }, 'name'],
      ['PUT', `/api/project/${tenderA}`, { name: 'Y', workspace_id: B.id }, 'workspace_id'],
      ['POST', '/api/event', { search: '', workspace_id: A.id }, 'search'],
      ['PUT', `/api/event/${searchA}`, {}, 'search'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await t.call(method, url, { token: A.adminToken, body });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
      expect(res.json().message).toMatch(/^(El campo|El cuerpo)/);
      // Named by its label; a property the contract does not allow has no label and is named as sent.
      const named = {
        name: '«Nombre»',
        search: '«Buscar»',
        workspace_id: url.startsWith('/api/project/') ? 'workspace_id' : '«Espacio de trabajo»',
      }[field];
      if (field !== 'body') expect(res.json().message).toContain(named);
    }
    expect((await t.call('POST', '/api/project', { token: A.adminToken, body: { workspace_id: A.id } })).json()).toEqual({
      message: 'El campo «Nombre» es obligatorio',
      field: 'name',
    });
    expect(await t.counts()).toEqual(before);
  });

  it('an editor creates, renames and deletes; deleting removes its simulations and previous studies', async () => {
    const before = await t.counts();
    const created = await t.call('POST', '/api/project', {
      token: editor,
      body: { name: '  Transporte escolar  ', workspace_id: A.id },
    });
    expect(created.statusCode).toBe(200);
    expect(await t.counts(), 'counts() sees writes').not.toEqual(before);
    const id = created.json().id;
    await t.database.db.insertInto('simulation').values({ project_id: id, name: 'S', updated_at: new Date() }).execute();
    await t.database.db.insertInto('previous_study').values({ project_id: id, name: 'E', updated_at: new Date() }).execute();
    const renamed = await t.call('PUT', `/api/project/${id}`, { token: editor, body: { name: 'Transporte escolar 2' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Transporte escolar 2', simulation_number: 1 });
    const deleted = await t.call('DELETE', `/api/project/${id}`, { token: editor });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.call('GET', `/api/project/${id}`, { token: editor })).statusCode).toBe(404);
    const left = await sql<{ n: number }>`select
        (select count(*)::int from simulation where project_id = ${id}) + (select count(*)::int from previous_study where project_id = ${id}) as n`.execute(
      t.database.db,
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('saved searches belong to the user: create, list, update, delete', async () => {
    const mine = await t.call('GET', '/api/event', { token: A.adminToken, query: { workspace_id: A.id } });
    expect(mine.json()).toEqual([expect.objectContaining({ id: searchA, search: 'hospital' })]);
    // Another member of the same workspace sees none of them and cannot touch them.
    expect((await t.call('GET', '/api/event', { token: editor, query: { workspace_id: A.id } })).json()).toEqual([]);
    expect((await t.call('PUT', `/api/event/${searchA}`, { token: editor, body: { search: 'z' } })).statusCode).toBe(404);
    const created = await t.call('POST', '/api/event', { token: editor, body: { search: 'limpieza', workspace_id: A.id } });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const updated = await t.call('PUT', `/api/event/${id}`, { token: editor, body: { search: 'limpieza viaria' } });
    expect(updated.json()).toMatchObject({ id, search: 'limpieza viaria' });
    expect((await t.call('DELETE', `/api/event/${id}`, { token: editor })).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/event/${id}`, { token: editor })).statusCode).toBe(404);
  });
});

/** One object of every kind the contract addresses, in workspace A, made through the API by its administrator. */
async function everyKindOfObject(
  t: TestApp,
  A: { id: string; adminToken: string },
  projectId: string,
  eventId: string,
  userId: string,
): Promise<ForeignObjects> {
  const token = A.adminToken;
  const ok = (res: { statusCode: number; body: string; json: () => any }) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const agreement = await insertAgreement(t, A.id);
  const simulationId = await newSimulation(t, token, projectId, 'Sim 1');
  const filled = await fillSimulation(t, token, A.id, simulationId, agreement);
  const previousStudyId = ok(
    await t.call('POST', '/api/previous_study', { token, body: { name: 'Estudio 1', project_id: projectId } }),
  ).id;
  const studySurrogateId = ok(
    await t.call('POST', `/api/previous_study/${previousStudyId}/subrogate`, {
      token,
      body: { name: 'Ana', category_id: agreement.cats.limpiador, working_day: 30 },
    }),
  ).id;
  const studyCostId = ok(
    await t.call('POST', `/api/previous_study/${previousStudyId}/material_cost`, {
      token,
      body: { name: 'Productos', cost_type: 'MONTHLY_AMOUNT', amount: 300, months_to_apply: 12 },
    }),
  ).id;
  const municipalityId = ok(
    await t.call('POST', '/api/location/municipality', {
      token,
      body: { workspace_id: A.id, name: 'Arganda del Rey', region: 'ES-MD' },
    }),
  ).id;
  const workspaceCostId = ok(
    await t.call('POST', '/api/material_cost', {
      token,
      body: { name: 'Fregonas', cost_type: 'MONTHLY_UNIT_COST', amount: 2.5, workspace_id: A.id },
    }),
  ).id;
  const invitationId = ok(
    await t.call('POST', `/api/workspace/${A.id}/invitation`, {
      token,
      body: { email: 'invitada@a.test', role_id: ROLE_IDS.Lector },
    }),
  ).invitation.id;
  return {
    workspaceId: A.id,
    projectId,
    simulationId,
    previousStudyId,
    agreementId: agreement.id,
    baseAgreementId: agreement.id,
    categoryId: agreement.cats.limpiador,
    municipalityId,
    centerId: filled.centers[0]!.id,
    positionId: filled.positions.limpieza,
    shiftId: filled.shift,
    workId: filled.task,
    simulationSurrogateId: filled.surrogates[0]!,
    simulationCostId: filled.costs[0]!,
    studySurrogateId,
    studyCostId,
    workspaceCostId,
    userId,
    invitationId,
    eventId,
  };
}

/** Everything of workspace A the sweep could reach, as A's administrator reads it through the API. */
async function snapshot(t: TestApp, token: string, o: ForeignObjects) {
  const get = async (url: string, query?: Record<string, string>) => {
    const res = await t.call('GET', url, { token, query });
    // Signed addresses carry their issue time: not a change of A's data.
    return [res.statusCode, JSON.parse(res.body.replace(/expires=\d+&signature=[\w-]+/g, 'signed'))];
  };
  return {
    inputs: await readInputs(t, token, o.simulationId),
    simulation: await get(`/api/simulation/${o.simulationId}`),
    project: await get(`/api/project/${o.projectId}`),
    projects: await get('/api/project', { workspace_id: o.workspaceId }),
    simulations: await get(`/api/project/${o.projectId}/simulation`),
    study: await get(`/api/previous_study/${o.previousStudyId}`),
    studySurrogates: await get(`/api/previous_study/${o.previousStudyId}/subrogate`),
    studyCosts: await get(`/api/previous_study/${o.previousStudyId}/material_cost`),
    agreements: await get('/api/agreement', { workspace_id: o.workspaceId }),
    agreement: await get(`/api/agreement/${o.agreementId}`),
    categories: await get(`/api/agreement/${o.agreementId}/categories`),
    costs: await get('/api/material_cost', { workspace_id: o.workspaceId }),
    municipalities: await get('/api/location/municipality', { workspace_id: o.workspaceId }),
    users: await get(`/api/workspace/${o.workspaceId}/user`),
    invitations: await get(`/api/workspace/${o.workspaceId}/invitation`),
    events: await get('/api/event', { workspace_id: o.workspaceId }),
  };
}
