/** Workspaces, roles and user management. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../src/defaults';
import { createTestApp, PASSWORD, targets, TEST_PASSWORD_COST, type TestApp } from './helpers';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { createPasswordHasher } from '../src/auth/passwords';
import { addUser, createWorkspace } from '../src/admin/operations';

describe.each(await targets())('workspaces and roles (%s)', (target) => {
  let t: TestApp;
  let A: { id: string; adminId: string; adminToken: string; adminEmail: string };
  let B: { id: string; adminToken: string };
  let editor: { id: string; token: string };
  let lector: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    A = await t.workspace('Alfa');
    B = await t.workspace('Beta');
    editor = await t.member('Alfa', 'editor@alfa.test', 'Editor');
    lector = await t.member('Alfa', 'lector@alfa.test', 'Lector');
    await t.call('GET', '/api/role', { token: A.adminToken });
  }, 180_000);
  afterAll(() => t?.close());

  it('migrations and the seed are idempotent', async () => {
    expect(await migrateToLatest(t.database.db)).toEqual([]);
    const seeded = await seedDatabase(t.database.db, createPasswordHasher(TEST_PASSWORD_COST), {
      email: 'late@x.es',
      password: '12345678',
    });
    expect(seeded.seeded).toBe(false); // the database has workspaces already
    const roles = await t.database.db
      .selectFrom('role_permission')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(roles.n)).toBe(12);
  });

  it('the operator actions refuse duplicates and unknown names with Spanish messages', async () => {
    const passwords = createPasswordHasher(TEST_PASSWORD_COST);
    const db = t.database.db;
    const addEditor = (email: string, password = '12345678', workspace = 'Alfa') =>
      addUser(db, passwords, { workspace, email, password, role: 'Editor' });
    await expect(
      createWorkspace(db, passwords, { name: 'Alfa', adminEmail: 'o@alfa.test', adminPassword: '12345678' }),
    ).rejects.toThrow('Ya existe un espacio de trabajo llamado "Alfa"');
    await expect(addEditor('b@alfa.test', '12345678', 'Nadie')).rejects.toThrow('No existe el espacio de trabajo "Nadie"');
    await expect(addEditor('editor@alfa.test')).rejects.toThrow('El usuario editor@alfa.test ya pertenece a "Alfa"');
    await expect(addEditor('no-es-correo')).rejects.toThrow('no es válido');
    await expect(addEditor('corta@alfa.test', '123')).rejects.toThrow('La contraseña debe tener al menos 10 caracteres');
    await expect(
      createWorkspace(db, passwords, { name: 'Gamma', adminEmail: 'g@g.es', adminPassword: '12345678', maxSimulations: -1 }),
    ).rejects.toThrow('mayor o igual que 0');
    // An existing user joins another workspace keeping its password.
    const joined = await addUser(db, passwords, {
      workspace: 'Beta',
      email: 'editor@alfa.test',
      password: 'ignored-1234',
      role: 'lector',
    });
    expect(joined.user.created).toBe(false);
    expect(joined.role).toBe('Lector');
    expect(
      (await t.call('POST', '/api/auth/token', { body: { email: 'editor@alfa.test', password: PASSWORD } })).statusCode,
    ).toBe(200);
    await db.deleteFrom('membership').where('user_id', '=', joined.user.id).where('workspace_id', '=', B.id).execute();
  });

  it('the three roles exist with fixed ids and their permissions', async () => {
    const roles = (await t.call('GET', '/api/role', { token: lector.token })).json();
    expect(roles).toEqual([
      { id: ROLE_IDS.Administrador, name: 'Administrador' },
      { id: ROLE_IDS.Editor, name: 'Editor' },
      { id: ROLE_IDS.Lector, name: 'Lector' },
    ]);
    const admin = (await t.call('GET', `/api/role/${ROLE_IDS.Administrador}`, { token: lector.token })).json();
    expect(admin.manage_users).toBe(true);
    expect(admin.permissions).toHaveLength(4);
    expect(admin.permissions.every((p: Record<string, unknown>) => p.read && p.create && p.update && p.delete)).toBe(true);
    const ed = (await t.call('GET', `/api/role/${ROLE_IDS.Editor}`, { token: lector.token })).json();
    expect(ed.manage_users).toBe(false);
    expect(ed.permissions).toContainEqual({ module: 'agreement', read: true, create: false, update: false, delete: false });
    expect(ed.permissions).toContainEqual({ module: 'simulation', read: true, create: true, update: true, delete: true });
    expect(ed.permissions).toContainEqual({ module: 'inventory', read: true, create: true, update: true, delete: true });
    const lec = (await t.call('GET', `/api/role/${ROLE_IDS.Lector}`, { token: lector.token })).json();
    expect(lec.permissions.every((p: Record<string, unknown>) => p.read && !p.create && !p.update && !p.delete)).toBe(true);
    expect((await t.call('GET', '/api/role/00000000-0000-4000-8000-0000000000ff', { token: lector.token })).statusCode).toBe(404);
  });

  it('the workspace list carries role_id; is_admin keeps those where the user manages users', async () => {
    await t.database.db
      .insertInto('membership')
      .values({ user_id: A.adminId, workspace_id: B.id, role_id: ROLE_IDS.Lector })
      .execute();
    const all = (await t.call('GET', '/api/user/workspaces', { token: A.adminToken })).json();
    expect(all).toEqual([
      { id: A.id, name: 'Alfa', role_id: ROLE_IDS.Administrador },
      { id: B.id, name: 'Beta', role_id: ROLE_IDS.Lector },
    ]);
    const admin = (await t.call('GET', '/api/user/workspaces', { token: A.adminToken, query: { is_admin: true } })).json();
    expect(admin).toEqual([{ id: A.id, name: 'Alfa', role_id: ROLE_IDS.Administrador }]);
    const notAdmin = (await t.call('GET', '/api/user/workspaces', { token: A.adminToken, query: { is_admin: false } })).json();
    expect(notAdmin).toHaveLength(2);
    await t.database.db.deleteFrom('membership').where('user_id', '=', A.adminId).where('workspace_id', '=', B.id).execute();
  });

  it('a workspace shows its quota to members only', async () => {
    await t.database.db
      .updateTable('workspace')
      .set({ max_simulations: 10, simulations_executed: 3 })
      .where('id', '=', A.id)
      .execute();
    const res = await t.call('GET', `/api/workspace/${A.id}`, { token: lector.token });
    expect(res.json()).toEqual({
      id: A.id,
      name: 'Alfa',
      simulations_executed: 3,
      max_simulations: 10,
      simulations_added_from_last_month: 0,
      company_name: null,
      tax_id: null,
      smi_forecast: [],
    });
    // the bidder's data are the administrators' to change
    const put = await t.call('PUT', `/api/workspace/${A.id}`, {
      token: lector.token,
      body: { company_name: 'Alfa Limpiezas, S.L.' },
    });
    expect(put.statusCode).toBe(403);
    expect((await t.call('GET', `/api/workspace/${A.id}`, { token: lector.token })).json().company_name).toBeNull();
    expect((await t.call('GET', `/api/workspace/${B.id}`, { token: lector.token })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/workspace/00000000-0000-4000-8000-0000000000ff', { token: lector.token })).statusCode).toBe(
      404,
    );
  });

  it("an administrator sets the workspace's SMI previsto; the runs of its tenders take it as simulation.smi", async () => {
    const refused = await t.call('PUT', `/api/workspace/${A.id}`, {
      token: A.adminToken,
      body: { smi_forecast: [{ year: 2026, annual: 18000 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Año: el SMI de 2026 ya está publicado; el previsto es para años posteriores a 2026',
      field: 'smi_forecast',
    });
    const put = await t.call('PUT', `/api/workspace/${A.id}`, {
      token: A.adminToken,
      body: {
        smi_forecast: [
          { year: 2028, annual: 18100 },
          { year: 2027, annual: 17600.5 },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    // by year, the bidder's data untouched
    expect(put.json().smi_forecast).toEqual([
      { year: 2027, annual: 17600.5 },
      { year: 2028, annual: 18100 },
    ]);
    expect((await t.call('GET', `/api/workspace/${A.id}`, { token: lector.token })).json().smi_forecast).toEqual([
      { year: 2027, annual: 17600.5 },
      { year: 2028, annual: 18100 },
    ]);
    const { buildInputDocument } = await import('../src/simulations/input-document');
    const project = await t.database.db
      .insertInto('project')
      .values({ workspace_id: A.id, name: 'Con SMI previsto' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sim = await t.database.db
      .insertInto('simulation')
      .values({ project_id: project.id, name: 'S' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const doc = (await buildInputDocument(t.database.db, sim.id)) as { simulation: { smi?: unknown } };
    expect(doc.simulation.smi).toEqual([
      { year: 2027, annual: 17600.5, source: 'SMI previsto' },
      { year: 2028, annual: 18100, source: 'SMI previsto' },
    ]);
    // cleared: the documents carry none again
    await t.call('PUT', `/api/workspace/${A.id}`, { token: A.adminToken, body: { smi_forecast: [] } });
    expect(((await buildInputDocument(t.database.db, sim.id)) as { simulation: object }).simulation).not.toHaveProperty('smi');
    await t.database.db.deleteFrom('simulation').where('id', '=', sim.id).execute();
    await t.database.db.deleteFrom('project').where('id', '=', project.id).execute();
  });

  it('only a user manager lists users and changes roles (403 otherwise)', async () => {
    const users = await t.call('GET', `/api/workspace/${A.id}/user`, { token: A.adminToken });
    expect(users.statusCode).toBe(200);
    expect(users.json().map((u: { email: string; role: { name: string } }) => [u.email, u.role.name])).toEqual(
      [
        [A.adminEmail, 'Administrador'],
        ['editor@alfa.test', 'Editor'],
        ['lector@alfa.test', 'Lector'],
      ].sort((a, b) => a[0].localeCompare(b[0])),
    );
    const before = await t.counts();
    expect((await t.call('GET', `/api/workspace/${A.id}/user`, { token: editor.token })).statusCode).toBe(403);
    const refused = await t.call('PUT', `/api/workspace/${A.id}/user/${lector.id}`, {
      token: editor.token,
      body: { role_id: ROLE_IDS.Administrador },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'No tienes permiso para realizar esta acción' });
    expect(await t.counts()).toEqual(before);
  });

  it('an administrator changes a role; the role must exist and the user must be a member', async () => {
    const res = await t.call('PUT', `/api/workspace/${A.id}/user/${lector.id}`, {
      token: A.adminToken,
      body: { role_id: ROLE_IDS.Editor },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lector.id,
      email: 'lector@alfa.test',
      active: true,
      role: { id: ROLE_IDS.Editor, name: 'Editor' },
    });
    // The new role applies at once.
    expect(
      (await t.call('POST', '/api/project', { token: lector.token, body: { name: 'Ya puedo', workspace_id: A.id } })).statusCode,
    ).toBe(200);
    const missingRole = await t.call('PUT', `/api/workspace/${A.id}/user/${lector.id}`, {
      token: A.adminToken,
      body: { role_id: '00000000-0000-4000-8000-0000000000ff' },
    });
    expect(missingRole.statusCode).toBe(400);
    expect(missingRole.json().field).toBe('role_id');
    const stranger = await t.call('PUT', `/api/workspace/${A.id}/user/${B.id}`, {
      token: A.adminToken,
      body: { role_id: ROLE_IDS.Editor },
    });
    expect(stranger.statusCode).toBe(404);
    const malformed = await t.call('PUT', `/api/workspace/${A.id}/user/${lector.id}`, {
      token: A.adminToken,
      body: { role: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('the last administrator cannot lose the role (409); with two, one can step down', async () => {
    const before = await t.counts();
    const res = await t.call('PUT', `/api/workspace/${A.id}/user/${A.adminId}`, {
      token: A.adminToken,
      body: { role_id: ROLE_IDS.Lector },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'El espacio de trabajo debe conservar al menos un administrador' });
    expect(await t.counts()).toEqual(before);
    await t.call('PUT', `/api/workspace/${A.id}/user/${editor.id}`, {
      token: A.adminToken,
      body: { role_id: ROLE_IDS.Administrador },
    });
    const stepDown = await t.call('PUT', `/api/workspace/${A.id}/user/${A.adminId}`, {
      token: A.adminToken,
      body: { role_id: ROLE_IDS.Editor },
    });
    expect(stepDown.statusCode).toBe(200);
    expect((await t.call('GET', `/api/workspace/${A.id}/user`, { token: A.adminToken })).statusCode).toBe(403);
  });

  it('a deactivated user cannot log in and its tokens stop working', async () => {
    const { id, token } = await t.member('Alfa', 'leaving@alfa.test', 'Lector');
    await t.database.db.updateTable('app_user').set({ active: false }).where('id', '=', id).execute();
    expect((await t.call('GET', '/api/role', { token })).statusCode).toBe(401);
    const login = await t.call('POST', '/api/auth/token', { body: { email: 'leaving@alfa.test', password: PASSWORD } });
    expect(login.statusCode).toBe(401);
    const list = (await t.call('GET', `/api/workspace/${A.id}/user`, { token: editor.token })).json();
    expect(list.find((u: { email: string }) => u.email === 'leaving@alfa.test').active).toBe(false);
  });
});
