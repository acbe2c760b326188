/**
 * Profile, password change, user management and recovery, beyond auth.test.ts and workspaces.test.ts: the
 * session that changes the password keeps working (access and refresh), every other one (with its rotations)
 * ends; a recovery link spends the user's other links; the last ACTIVE administrator keeps the role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../src/defaults';
import { createTestApp, PASSWORD, targets, type TestApp } from './helpers';

describe.each(await targets())('profile and administration (%s)', (target) => {
  let t: TestApp;
  let ws: { id: string; adminId: string; adminToken: string; adminEmail: string };
  let n = 0;
  const ip = () => `198.51.100.${++n}`;
  const login = (email: string, password: string) =>
    t.call('POST', '/api/auth/token', { body: { email, password, device: 'test' }, ip: ip() });

  beforeAll(async () => {
    t = await createTestApp(target);
    ws = await t.workspace('Perfiles');
  });
  afterAll(() => t?.close());

  it('changing the password keeps this session (access and refresh) and ends the others, refreshed ones included', async () => {
    const email = 'cambia@perfiles.test';
    await t.member('Perfiles', email, 'Editor');
    const here = (await login(email, PASSWORD)).json();
    const phone = (await login(email, PASSWORD)).json();
    // The phone's session rotated once: its newest tokens must end too.
    const rotated = (await t.call('POST', '/api/auth/refresh', { body: { token: phone.refresh_token } })).json();
    const res = await t.call('PUT', '/api/user/change_password', {
      token: here.token,
      body: { old_password: PASSWORD, password: 'otra-clave-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/api/user/profile', { token: here.token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/user/profile', { token: rotated.token })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { body: { token: rotated.refresh_token } })).statusCode).toBe(401);
    const renewed = await t.call('POST', '/api/auth/refresh', { body: { token: here.refresh_token } });
    expect(renewed.statusCode).toBe(200);
    expect((await t.call('GET', '/api/user/profile', { token: renewed.json().token })).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'otra-clave-1')).statusCode).toBe(200);
  });

  it('a refused change (wrong current password, too short a new one) changes nothing and ends no session', async () => {
    const email = 'prudente@perfiles.test';
    const { token } = await t.member('Perfiles', email, 'Lector');
    const other = (await login(email, PASSWORD)).json();
    const wrong = await t.call('PUT', '/api/user/change_password', {
      token,
      body: { old_password: 'no-es-esta', password: 'otra-clave-1' },
    });
    expect(wrong.json()).toEqual({ message: 'La contraseña actual no es correcta', field: 'old_password' });
    const short = await t.call('PUT', '/api/user/change_password', {
      token,
      body: { old_password: PASSWORD, password: 'corta' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('password');
    expect((await t.call('GET', '/api/auth/check_connection', { token: other.token })).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('the profile keeps an empty second surname as null and trims the names', async () => {
    const { token } = await t.member('Perfiles', 'nombres@perfiles.test', 'Lector');
    const res = await t.call('PUT', '/api/user/profile', {
      token,
      body: { name: '  Eva ', first_surname: ' Ruiz', second_surname: '   ' },
    });
    expect(res.json()).toEqual({ email: 'nombres@perfiles.test', name: 'Eva', first_surname: 'Ruiz', second_surname: null });
    expect((await t.call('GET', '/api/user/profile', { token })).json()).toEqual(res.json());
    // The e-mail may be sent (it is the form's read-only field) in any case.
    const same = await t.call('PUT', '/api/user/profile', {
      token,
      body: { email: 'Nombres@Perfiles.test', name: 'Eva', first_surname: 'Ruiz' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('only a user manager of THAT workspace lists its users; another workspace answers 404', async () => {
    const other = await t.workspace('Ajeno');
    expect((await t.call('GET', `/api/workspace/${other.id}/user`, { token: ws.adminToken })).statusCode).toBe(404);
    const { token } = await t.member('Perfiles', 'lectora@perfiles.test', 'Lector');
    expect((await t.call('GET', `/api/workspace/${ws.id}/user`, { token })).statusCode).toBe(403);
    const mine = await t.call('GET', '/api/user/workspaces', { token: ws.adminToken, query: { is_admin: true } });
    expect(mine.json().map((w: { name: string }) => w.name)).toEqual(['Perfiles']);
    expect((await t.call('GET', '/api/user/workspaces', { token, query: { is_admin: true } })).json()).toEqual([]);
  });

  it('a role change applies to the user at once (the role answered by GET /role/{id} on the next load)', async () => {
    const { id, token } = await t.member('Perfiles', 'sube@perfiles.test', 'Lector');
    const before = (await t.call('GET', '/api/user/workspaces', { token })).json().find((w: { id: string }) => w.id === ws.id);
    expect(
      (await t.call('GET', `/api/role/${before.role_id}`, { token }))
        .json()
        .permissions.find((p: { module: string }) => p.module === 'simulation').create,
    ).toBe(false);
    const res = await t.call('PUT', `/api/workspace/${ws.id}/user/${id}`, {
      token: ws.adminToken,
      body: { role_id: ROLE_IDS.Editor },
    });
    expect(res.json().role).toEqual({ id: ROLE_IDS.Editor, name: 'Editor' });
    const after = (await t.call('GET', '/api/user/workspaces', { token })).json().find((w: { id: string }) => w.id === ws.id);
    expect(after.role_id).toBe(ROLE_IDS.Editor);
    expect(
      (await t.call('GET', `/api/role/${after.role_id}`, { token }))
        .json()
        .permissions.find((p: { module: string }) => p.module === 'simulation').create,
    ).toBe(true);
  });

  it('a deactivated administrator does not count: the last active one keeps the role', async () => {
    const solo = await t.workspace('Solitario');
    const { id: ghostId } = await t.member('Solitario', 'fantasma@solitario.test', 'Administrador');
    await t.database.db.updateTable('app_user').set({ active: false }).where('id', '=', ghostId).execute();
    const res = await t.call('PUT', `/api/workspace/${solo.id}/user/${solo.adminId}`, {
      token: solo.adminToken,
      body: { role_id: ROLE_IDS.Editor },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'El espacio de trabajo debe conservar al menos un administrador' });
    // The deactivated one can lose the role, though.
    const ghost = await t.call('PUT', `/api/workspace/${solo.id}/user/${ghostId}`, {
      token: solo.adminToken,
      body: { role_id: ROLE_IDS.Lector },
    });
    expect(ghost.statusCode).toBe(200);
    expect(ghost.json()).toMatchObject({ active: false, role: { name: 'Lector' } });
  });

  it("using one recovery link spends the user's other links; a deactivated user gets no mail", async () => {
    const email = 'olvida@perfiles.test';
    const { id } = await t.member('Perfiles', email, 'Lector');
    const links: string[] = [];
    for (let i = 0; i < 2; i++) {
      await t.call('POST', '/api/auth/password/recover', { body: { email }, ip: ip() });
      links.push(decodeURIComponent(/token=(\S+)/.exec(t.mailer.sent.at(-1)!.text)![1]!));
    }
    expect(links[0]).not.toBe(links[1]);
    expect(
      (await t.call('POST', '/api/auth/password/reset', { body: { token: links[1], password: 'recuperada-Tres-1' } })).statusCode,
    ).toBe(200);
    const older = await t.call('POST', '/api/auth/password/reset', {
      body: { token: links[0], password: 'recuperada-Cuatro-2' },
    });
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toBe('Enlace no válido o caducado');
    expect((await login(email, 'recuperada-Tres-1')).statusCode).toBe(200);
    await t.database.db.updateTable('app_user').set({ active: false }).where('id', '=', id).execute();
    const sent = t.mailer.sent.length;
    const quiet = await t.call('POST', '/api/auth/password/recover', { body: { email }, ip: ip() });
    expect(quiet.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(sent);
  });
});
