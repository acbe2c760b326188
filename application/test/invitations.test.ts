import { describe, expect, it } from 'vitest';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import {
  Administration,
  FormError,
  InvitationLinkError,
  JoinWorkspace,
  MemberActionError,
  Notifier,
  SessionStore,
  TOKENS,
  type AdminHandle,
  type AdminState,
} from '../src/index';
import { FAKE_INVITATION_TOKENS, FAKE_ROLES, profileFakes } from '../src/fakes';
import { flush, loggedInAs, setup } from './helpers';

async function admin(role: keyof typeof FAKE_ROLES = 'admin') {
  const ctx = await loggedInAs(role);
  const h = ctx.get<Administration>(TOKENS.Administration).open();
  for (let i = 0; i < 20 && h.state.status === 'loading'; i++) await flush();
  return { ...ctx, h, fakes: profileFakes(ctx.backend), notice: () => ctx.get<Notifier>(TOKENS.Notifier).current?.message };
}

const failure = async (o: Promise<unknown>) => {
  try {
    await o;
  } catch (e) {
    return e;
  }
  throw new Error('expected a failure');
};

const emails = (s: AdminState) => s.invitations.map((i) => i.email);
const close = (h: AdminHandle) => h.dispose();

describe('Administration: invitations and member status', () => {
  it('loads the pending invitations with the users', async () => {
    const { h } = await admin();
    expect(h.state.status).toBe('ready');
    expect(emails(h.state)).toEqual(['caducada@demo.es', 'nuevo@demo.es']);
    close(h);
  });

  it('invites a new e-mail (listed as pending); an existing account is invited alike, not added', async () => {
    const { h, backend, notice } = await admin();
    expect(await firstValueFrom(h.invite({ email: ' Nueva@Demo.es ', role_id: FAKE_ROLES.editor.id }))).toBe(
      'Invitación enviada a nueva@demo.es',
    );
    expect(emails(h.state)).toContain('nueva@demo.es');
    expect(notice()).toBe('Invitación enviada a nueva@demo.es');
    backend.users.push({ email: 'otra@empresa.es', password: 'x', workspaces: [] });
    expect(await firstValueFrom(h.invite({ email: 'otra@empresa.es', role_id: FAKE_ROLES.lector.id }))).toBe(
      'Invitación enviada a otra@empresa.es',
    );
    expect(emails(h.state)).toContain('otra@empresa.es');
    expect(h.state.users.find((u) => u.email === 'otra@empresa.es')).toBeUndefined();
    close(h);
  });

  it('refuses a bad form locally and a duplicate on the e-mail field, calling nothing for the former', async () => {
    const { h, fakes } = await admin();
    const calls = fakes.calls.length;
    const local = await failure(firstValueFrom(h.invite({ email: 'mal', role_id: '' })));
    expect((local as FormError).fields).toEqual({ email: 'El correo electrónico no es válido', role_id: 'Selecciona un rol' });
    expect(fakes.calls.length).toBe(calls);
    const dup = await failure(firstValueFrom(h.invite({ email: 'editora@demo.es', role_id: FAKE_ROLES.lector.id })));
    expect((dup as FormError).fields).toEqual({ email: 'Ese usuario ya pertenece al espacio de trabajo' });
    close(h);
  });

  it('resends (no longer expired) and revokes (gone from the list)', async () => {
    const { h, notice } = await admin();
    const expired = h.state.invitations.find((i) => i.email === 'caducada@demo.es')!;
    expect(expired.expired).toBe(true);
    await lastValueFrom(h.resend(expired), { defaultValue: undefined });
    expect(h.state.invitations.find((i) => i.id === expired.id)?.expired).toBe(false);
    expect(notice()).toBe('Invitación reenviada a caducada@demo.es');
    await lastValueFrom(h.revoke(expired), { defaultValue: undefined });
    expect(emails(h.state)).toEqual(['nuevo@demo.es']);
    const again = await failure(lastValueFrom(h.revoke(expired)));
    expect(again).toBeInstanceOf(MemberActionError);
    expect((again as Error).message).toBe('La invitación no existe');
    close(h);
  });

  it('deactivates and reactivates a member; the last active administrator is kept with the server message', async () => {
    const { h } = await admin();
    const editora = h.state.users.find((u) => u.email === 'editora@demo.es')!;
    expect((await firstValueFrom(h.setActive(editora, false))).active).toBe(false);
    expect(h.state.users.find((u) => u.id === editora.id)?.active).toBe(false);
    expect((await firstValueFrom(h.setActive(editora, true))).active).toBe(true);
    const me = h.state.users.find((u) => u.email === 'admin@demo.es')!;
    const refused = await failure(firstValueFrom(h.setActive(me, false)));
    expect(refused).toBeInstanceOf(MemberActionError);
    expect((refused as Error).message).toBe('El espacio de trabajo debe conservar al menos un administrador');
    expect(h.state.users.find((u) => u.id === me.id)?.active).toBe(true);
    close(h);
  });
});

describe('JoinWorkspace', () => {
  const join = () => {
    const ctx = setup();
    return { ...ctx, join: ctx.get<JoinWorkspace>(TOKENS.JoinWorkspace) };
  };

  it('shows what a valid link offers; an expired, used or missing one says why', async () => {
    const { join: j } = join();
    expect(await firstValueFrom(j.check(FAKE_INVITATION_TOKENS.valid))).toMatchObject({
      workspace_name: 'Demo',
      email: 'nuevo@demo.es',
      role: { name: 'Editor' },
      account_exists: false,
    });
    const expired = await failure(firstValueFrom(j.check(FAKE_INVITATION_TOKENS.expired)));
    expect(expired).toBeInstanceOf(InvitationLinkError);
    expect((expired as Error).message).toBe('La invitación ha caducado: pide a un administrador que te la reenvíe');
    expect(((await failure(firstValueFrom(j.check(FAKE_INVITATION_TOKENS.used)))) as Error).message).toBe(
      'Esta invitación ya se ha usado: inicia sesión con tu cuenta',
    );
    expect(((await failure(firstValueFrom(j.check(null)))) as Error).message).toBe('Enlace no válido o caducado');
  });

  it('accepting checks the password rule locally, then opens the session in the invited workspace', async () => {
    const { join: j, get } = join();
    const preview = await firstValueFrom(j.check(FAKE_INVITATION_TOKENS.valid));
    const short = await failure(
      lastValueFrom(j.accept(FAKE_INVITATION_TOKENS.valid, { password: 'corta', repeat: 'corta' }, preview)),
    );
    expect((short as FormError).fields).toEqual({ password: 'La contraseña debe tener al menos 10 caracteres' });
    const message = await lastValueFrom(
      j.accept(FAKE_INVITATION_TOKENS.valid, { password: 'nueva-clave-1', repeat: 'nueva-clave-1' }, preview),
    );
    expect(message).toBe('Ya formas parte de «Demo»');
    const session = get<SessionStore>(TOKENS.SessionStore);
    expect(session.loggedIn).toBe(true);
    expect(session.state.workspace?.name).toBe('Demo');
    expect(session.state.roleName).toBe('Editor');
    // The link is spent.
    const used = await failure(
      lastValueFrom(j.accept(FAKE_INVITATION_TOKENS.valid, { password: 'nueva-clave-1', repeat: 'nueva-clave-1' }, preview)),
    );
    expect((used as FormError).fields).toEqual({ token: 'Esta invitación ya se ha usado: inicia sesión con tu cuenta' });
  });
});
