/**
 * Invitations and member status: invite → mailed link → accept with a password → log in with the role; an
 * existing account is invited alike and joins only when it accepts (its own list or the link); resend replaces the link; revoke; expired and used links; the last active
 * administrator; deactivated members lose the workspace; permissions (403), isolation (404) and validation (400),
 * each refusal leaving every table as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '@licita/openapi';
import { EMAIL_PATTERN } from '@licita/domain';
import { ROLE_IDS } from '../src/defaults';
import { createTestApp, PASSWORD, targets, type TestApp } from './helpers';

describe.each(await targets())('invitations and member status (%s)', (target) => {
  let t: TestApp;
  let ws: { id: string; adminId: string; adminToken: string; adminEmail: string };
  let clock = Date.now();
  let n = 0;
  const ip = () => `203.0.113.${++n % 250}`;
  const login = (email: string, password: string) => t.call('POST', '/api/auth/token', { body: { email, password }, ip: ip() });
  const invite = (email: string, role: keyof typeof ROLE_IDS, token = ws.adminToken, workspace = ws.id) =>
    t.call('POST', `/api/workspace/${workspace}/invitation`, { token, body: { email, role_id: ROLE_IDS[role] } });
  /** The token of the newest link mailed to `email`. */
  const linkFor = (email: string) => {
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1);
    const match = /http:\/\/licita\.test\/invitation\?token=(\S+)/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no invitation link for ${email}`);
    return decodeURIComponent(match[1]!);
  };
  const accept = (token: string, password = 'invitada-123') =>
    t.call('POST', '/api/auth/invitation/accept', { body: { token, password } });

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => new Date(clock) });
    ws = await t.workspace('Invitaciones');
  }, 180_000);
  afterAll(() => t?.close());

  it('invite → the mail carries the link → accept with a password → a session, and login works with the role', async () => {
    const email = 'nueva@invitaciones.test';
    const res = await invite('Nueva@Invitaciones.test', 'Editor');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      outcome: 'invited',
      invitation: { email, role: { id: ROLE_IDS.Editor, name: 'Editor' }, expired: false },
    });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain('Invitaciones');
    const token = linkFor(email);
    // The token is stored hashed only.
    const stored = await t.database.db
      .selectFrom('invitation')
      .select('token_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toHaveLength(64);

    const list = await t.call('GET', `/api/workspace/${ws.id}/invitation`, { token: ws.adminToken });
    expect(list.json().map((i: { email: string }) => i.email)).toContain(email);

    const check = await t.call('POST', '/api/auth/invitation/check', { body: { token } });
    expect(check.json()).toMatchObject({
      workspace_id: ws.id,
      workspace_name: 'Invitaciones',
      email,
      role: { name: 'Editor' },
      account_exists: false,
    });

    const short = await accept(token, 'corta');
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('password');

    const joined = await accept(token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().workspace_id).toBe(ws.id);
    const session = joined.json().session;
    const mine = await t.call('GET', '/api/user/workspaces', { token: session.token });
    expect(mine.json()).toEqual([{ id: ws.id, name: 'Invitaciones', role_id: ROLE_IDS.Editor }]);
    expect((await login(email, 'invitada-123')).statusCode).toBe(200);
    // Editors create tenders: the role's permissions apply.
    expect(
      (await t.call('POST', '/api/project', { token: session.token, body: { name: 'Desde la invitación', workspace_id: ws.id } }))
        .statusCode,
    ).toBe(200);
    // No longer pending.
    const after = await t.call('GET', `/api/workspace/${ws.id}/invitation`, { token: ws.adminToken });
    expect(after.json().map((i: { email: string }) => i.email)).not.toContain(email);

    // The link is single use.
    const before = await t.counts();
    const again = await accept(token, 'otra-clave-99');
    expect(again.json()).toEqual({ message: 'Esta invitación ya se ha usado: inicia sesión con tu cuenta', field: 'token' });
    expect((await t.call('POST', '/api/auth/invitation/check', { body: { token } })).statusCode).toBe(400);
    expect(await t.counts()).toEqual(before);
  });

  it('an address with "ñ" is invited, accepts and logs in (RFC 6531); "no-es-correo" is refused naming the e-mail', async () => {
    const email = 'begoña@empresa.es';
    const res = await invite('Begoña@Empresa.es', 'Lector');
    expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'invited', invitation: { email } });
    expect(t.mailer.sent.at(-1)!.to).toBe(email);
    expect((await accept(linkFor(email), 'campaña-de-invierno-27')).statusCode).toBe(200);
    expect((await login(email, 'campaña-de-invierno-27')).statusCode).toBe(200);
    // the contract states the domain's rule, so the forms and the server accept the same addresses
    const schemas = loadContract('user').components.schemas as Record<string, { pattern?: string }>;
    expect(schemas.EmailAddress!.pattern).toBe(EMAIL_PATTERN);
    const before = await t.counts();
    const refused = await invite('no-es-correo', 'Lector');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'email',
      message: expect.stringContaining('debe ser un correo electrónico válido'),
    });
    expect(await t.counts()).toEqual(before);
  });

  it('an e-mail that already has an account gets an invitation too: nothing joins until its owner accepts it on their own page', async () => {
    const other = await t.workspace('Otra casa');
    const email = 'veterana@invitaciones.test';
    await t.member('Otra casa', email, 'Lector');
    const token = await t.login(email, PASSWORD);
    const res = await invite(email, 'Lector');
    const fresh = await invite('sin-cuenta@invitaciones.test', 'Lector');
    // The administrator cannot tell the two apart: same status, same keys, same outcome.
    expect(res.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    const shape = (body: { outcome: string; invitation: Record<string, unknown> }) => ({
      outcome: body.outcome,
      keys: Object.keys(body).sort(),
      invitation: Object.keys(body.invitation).sort(),
    });
    expect(shape(res.json())).toEqual(shape(fresh.json()));
    expect(res.json()).toMatchObject({ outcome: 'invited', invitation: { email, role: { name: 'Lector' }, expired: false } });
    expect(JSON.stringify(res.json())).not.toContain('joined');
    // Not a member yet.
    const workspaces = async () =>
      (await t.call('GET', '/api/user/workspaces', { token })).json().map((w: { id: string }) => w.id);
    expect(await workspaces()).toEqual([other.id]);
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.text).toContain('inicia sesión y acéptala en tu perfil');
    expect(mail.text).toContain('token=');

    // Listed on their own page; another user sees none of it and cannot accept it.
    const mine = await t.call('GET', '/api/user/invitation', { token });
    expect(mine.json()).toEqual([
      {
        id: res.json().invitation.id,
        workspace_id: ws.id,
        workspace_name: 'Invitaciones',
        role: { id: ROLE_IDS.Lector, name: 'Lector' },
        invited_by: ws.adminEmail,
        expires_at: res.json().invitation.expires_at,
      },
    ]);
    const stranger = await t.member('Otra casa', 'curiosa@invitaciones.test', 'Lector');
    expect((await t.call('GET', '/api/user/invitation', { token: stranger.token })).json()).toEqual([]);
    const before = await t.counts();
    const stolen = await t.call('POST', `/api/user/invitation/${res.json().invitation.id}/accept`, { token: stranger.token });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: 'La invitación no existe o ya no está pendiente' });
    expect(await t.counts()).toEqual(before);

    const accepted = await t.call('POST', `/api/user/invitation/${res.json().invitation.id}/accept`, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ workspace_id: ws.id });
    expect((await workspaces()).sort()).toEqual([ws.id, other.id].sort());
    expect((await t.call('GET', '/api/user/invitation', { token })).json()).toEqual([]);
    // The mailed link is spent with it.
    expect((await accept(linkFor(email), PASSWORD)).json()).toEqual({
      message: 'Esta invitación ya se ha usado: inicia sesión con tu cuenta',
      field: 'token',
    });
    // Twice: already a member, nothing changes.
    const mid = await t.counts();
    const twice = await invite(email, 'Editor');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'Ese usuario ya pertenece al espacio de trabajo', field: 'email' });
    expect(await t.counts()).toEqual(mid);
  });

  it('an invitation to an existing account can be declined: it leaves the list, its link stops working, nothing joins', async () => {
    const email = 'reacia@invitaciones.test';
    await t.workspace('Casa propia');
    await t.member('Casa propia', email, 'Editor');
    const token = await t.login(email, PASSWORD);
    const id = (await invite(email, 'Editor')).json().invitation.id;
    const declined = await t.call('POST', `/api/user/invitation/${id}/decline`, { token });
    expect(declined.statusCode).toBe(204);
    expect((await t.call('GET', '/api/user/invitation', { token })).json()).toEqual([]);
    expect((await t.call('GET', '/api/user/workspaces', { token })).json().map((w: { name: string }) => w.name)).toEqual([
      'Casa propia',
    ]);
    expect((await accept(linkFor(email), PASSWORD)).json()).toEqual({ message: 'Enlace no válido o caducado', field: 'token' });
    expect((await t.call('POST', `/api/user/invitation/${id}/accept`, { token })).statusCode).toBe(404);
    // The administrator sees it gone from the pending list and may invite again.
    const pending = (await t.call('GET', `/api/workspace/${ws.id}/invitation`, { token: ws.adminToken })).json();
    expect(pending.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('resending mails a new link and the old one stops working; a second invitation to the same e-mail is refused', async () => {
    const email = 'reenvio@invitaciones.test';
    const id = (await invite(email, 'Lector')).json().invitation.id;
    const first = linkFor(email);
    const before = await t.counts();
    const dup = await invite(email, 'Editor');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().field).toBe('email');
    expect(await t.counts()).toEqual(before);

    const res = await t.call('POST', `/api/workspace/${ws.id}/invitation/${id}/resend`, { token: ws.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, email, role: { name: 'Lector' } });
    const second = linkFor(email);
    expect(second).not.toBe(first);
    const old = await accept(first);
    expect(old.json()).toEqual({ message: 'Enlace no válido o caducado', field: 'token' });
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('a revoked invitation cannot be used, resent or revoked again', async () => {
    const email = 'revocada@invitaciones.test';
    const id = (await invite(email, 'Editor')).json().invitation.id;
    const token = linkFor(email);
    const res = await t.call('DELETE', `/api/workspace/${ws.id}/invitation/${id}`, { token: ws.adminToken });
    expect(res.statusCode).toBe(204);
    expect((await accept(token)).json().message).toBe('Enlace no válido o caducado');
    expect((await t.call('DELETE', `/api/workspace/${ws.id}/invitation/${id}`, { token: ws.adminToken })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/workspace/${ws.id}/invitation/${id}/resend`, { token: ws.adminToken })).statusCode).toBe(
      404,
    );
    expect((await login(email, 'invitada-123')).statusCode).toBe(401);
    // The same e-mail may be invited again.
    expect((await invite(email, 'Editor')).statusCode).toBe(201);
  });

  it('an expired link is refused (listed as expired); resending gives it 7 more days', async () => {
    const email = 'caducada@invitaciones.test';
    const id = (await invite(email, 'Lector')).json().invitation.id;
    const token = linkFor(email);
    clock += 8 * 24 * 60 * 60 * 1000;
    try {
      // The administrator's session has expired too by then.
      const adminToken = await t.login(ws.adminEmail, PASSWORD);
      const listed = (await t.call('GET', `/api/workspace/${ws.id}/invitation`, { token: adminToken }))
        .json()
        .find((i: { id: string }) => i.id === id);
      expect(listed.expired).toBe(true);
      const before = await t.counts();
      const res = await accept(token);
      expect(res.json()).toEqual({
        message: 'La invitación ha caducado: pide a un administrador que te la reenvíe',
        field: 'token',
      });
      expect(await t.counts()).toEqual(before);
      expect(
        (await t.call('POST', `/api/workspace/${ws.id}/invitation/${id}/resend`, { token: adminToken })).json().expired,
      ).toBe(false);
      expect((await accept(linkFor(email))).statusCode).toBe(200);
    } finally {
      clock -= 8 * 24 * 60 * 60 * 1000;
    }
  });

  it('an account created after the invitation accepts with its own password only', async () => {
    const email = 'tardia@invitaciones.test';
    await invite(email, 'Editor');
    const token = linkFor(email);
    expect((await t.call('POST', '/api/auth/register', { body: { email, password: 'mi-propia-1' } })).statusCode).toBe(201);
    expect((await t.call('POST', '/api/auth/invitation/check', { body: { token } })).json().account_exists).toBe(true);
    const before = await t.counts();
    const wrong = await accept(token, 'no-es-la-mia');
    expect(wrong.json()).toEqual({
      message: 'Ya existe una cuenta con ese correo electrónico: escribe su contraseña',
      field: 'password',
    });
    expect(await t.counts()).toEqual(before);
    expect((await accept(token, 'mi-propia-1')).statusCode).toBe(200);
  });

  it('deactivating a member refuses them the workspace and ends their sessions; reactivating gives it back', async () => {
    const email = 'pausada@invitaciones.test';
    const { id } = await t.member('Invitaciones', email, 'Editor');
    const refresh = (await login(email, PASSWORD)).json().refresh_token;
    const res = await t.call('POST', `/api/workspace/${ws.id}/user/${id}/deactivate`, { token: ws.adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, email, active: false, role: { name: 'Editor' } });
    expect((await t.call('POST', '/api/auth/refresh', { body: { token: refresh } })).statusCode).toBe(401);
    const fresh = (await login(email, PASSWORD)).json().token;
    expect((await t.call('GET', '/api/user/workspaces', { token: fresh })).json()).toEqual([]);
    expect((await t.call('GET', `/api/workspace/${ws.id}`, { token: fresh })).statusCode).toBe(404);
    expect(
      (await t.call('POST', '/api/project', { token: fresh, body: { name: 'No debería', workspace_id: ws.id } })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/project', { token: fresh, query: { workspace_id: ws.id } })).statusCode).toBe(404);
    const users = (await t.call('GET', `/api/workspace/${ws.id}/user`, { token: ws.adminToken })).json();
    expect(users.find((u: { id: string }) => u.id === id).active).toBe(false);

    const back = await t.call('POST', `/api/workspace/${ws.id}/user/${id}/reactivate`, { token: ws.adminToken });
    expect(back.json()).toMatchObject({ id, active: true, role: { name: 'Editor' } });
    expect((await t.call('GET', '/api/user/workspaces', { token: fresh })).json().map((w: { id: string }) => w.id)).toEqual([
      ws.id,
    ]);
  });

  it('a member deactivated in one workspace keeps the others and their sessions', async () => {
    await t.workspace('Segunda');
    const email = 'doble@invitaciones.test';
    const { id, token } = await t.member('Invitaciones', email, 'Lector');
    await t.member('Segunda', email, 'Lector');
    expect((await t.call('POST', `/api/workspace/${ws.id}/user/${id}/deactivate`, { token: ws.adminToken })).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', '/api/user/workspaces', { token })).json().map((w: { name: string }) => w.name)).toEqual([
      'Segunda',
    ]);
  });

  it('the last active administrator cannot be deactivated or demoted (409, nothing changes)', async () => {
    const solo = await t.workspace('Unico');
    const before = await t.counts();
    const off = await t.call('POST', `/api/workspace/${solo.id}/user/${solo.adminId}/deactivate`, { token: solo.adminToken });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ message: 'El espacio de trabajo debe conservar al menos un administrador' });
    expect(await t.counts()).toEqual(before);
    // A second administrator, then deactivated: still the last active one.
    const { id: second } = await t.member('Unico', 'segunda.admin@unico.test', 'Administrador');
    expect(
      (await t.call('POST', `/api/workspace/${solo.id}/user/${second}/deactivate`, { token: solo.adminToken })).statusCode,
    ).toBe(200);
    const mid = await t.counts();
    expect(
      (
        await t.call('PUT', `/api/workspace/${solo.id}/user/${solo.adminId}`, {
          token: solo.adminToken,
          body: { role_id: ROLE_IDS.Lector },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await t.call('POST', `/api/workspace/${solo.id}/user/${solo.adminId}/deactivate`, { token: solo.adminToken })).statusCode,
    ).toBe(409);
    expect(await t.counts()).toEqual(mid);
    // With the second one back, the first may step down.
    expect(
      (await t.call('POST', `/api/workspace/${solo.id}/user/${second}/reactivate`, { token: solo.adminToken })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', `/api/workspace/${solo.id}/user/${solo.adminId}/deactivate`, { token: solo.adminToken })).statusCode,
    ).toBe(200);
  });

  it('Lector and Editor get 403 on every action, another workspace 404, bad input 400 naming the field; nothing changes', async () => {
    const lector = await t.member('Invitaciones', 'lector@invitaciones.test', 'Lector');
    const editor = await t.member('Invitaciones', 'editor@invitaciones.test', 'Editor');
    const pendingId = (await invite('pendiente@invitaciones.test', 'Lector')).json().invitation.id;
    const foreign = await t.workspace('Extranjera');
    const foreignInvitation = (await invite('ajena@extranjera.test', 'Lector', foreign.adminToken, foreign.id)).json().invitation
      .id;
    const foreignUser = await t.member('Extranjera', 'miembro@extranjera.test', 'Editor');
    const before = await t.counts();
    const sent = t.mailer.sent.length;

    const actions = (workspace: string, invitation: string, userId: string): [string, string, object?][] => [
      ['GET', `/api/workspace/${workspace}/invitation`],
      ['POST', `/api/workspace/${workspace}/invitation`, { email: 'x@invitaciones.test', role_id: ROLE_IDS.Lector }],
      ['POST', `/api/workspace/${workspace}/invitation/${invitation}/resend`],
      ['DELETE', `/api/workspace/${workspace}/invitation/${invitation}`],
      ['POST', `/api/workspace/${workspace}/user/${userId}/deactivate`],
      ['POST', `/api/workspace/${workspace}/user/${userId}/reactivate`],
    ];
    for (const token of [lector.token, editor.token]) {
      for (const [method, url, body] of actions(ws.id, pendingId, lector.id)) {
        const res = await t.call(method, url, { token, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: 'No tienes permiso para realizar esta acción' });
      }
    }
    // Another workspace's objects through this workspace, and that workspace itself.
    const throughMine = actions(ws.id, foreignInvitation, foreignUser.id).filter(([, url]) => !url.endsWith('/invitation')); // list and create name no foreign object
    for (const [method, url, body] of [...throughMine, ...actions(foreign.id, foreignInvitation, foreignUser.id)]) {
      const res = await t.call(method, url, { token: ws.adminToken, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const bad: [object, string][] = [
      [{ email: 'no-es-un-correo', role_id: ROLE_IDS.Lector }, 'email'],
      [{ email: 'ok@invitaciones.test', role_id: '00000000-0000-4000-8000-0000000000ff' }, 'role_id'],
      [{ email: 'ok@invitaciones.test' }, 'role_id'],
    ];
    for (const [body, field] of bad) {
      const res = await t.call('POST', `/api/workspace/${ws.id}/invitation`, { token: ws.adminToken, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    for (const body of [
      { token: 'corto', password: 'valida-123' },
      { token: 'x'.repeat(40), password: 'valida-123' },
    ]) {
      const res = await t.call('POST', '/api/auth/invitation/accept', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('token');
    }
    // The public calls need the API key, not a session.
    expect(
      (await t.call('POST', '/api/auth/invitation/check', { body: { token: 'x'.repeat(40) }, apiKey: null })).statusCode,
    ).toBe(401);
    expect(await t.counts()).toEqual(before);
    expect(t.mailer.sent.length).toBe(sent);
  });
});
