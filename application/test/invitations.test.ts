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
import { INVITATION_MESSAGES, PROFILE_MESSAGES } from '@licita/domain';
import { FAKE_INVITATION_TOKEN, FAKE_ROLES, profileFakes } from '../src/fakes';
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

  it('invites a new e-mail (listed as pending, said in the snackbar)', async () => {
    const { h, notice } = await admin();
    expect(await firstValueFrom(h.invite({ email: ' Nueva@Demo.es ', role_id: FAKE_ROLES.editor.id }))).toBe(
      'Invitación enviada a nueva@demo.es',
    );
    expect(emails(h.state)).toContain('nueva@demo.es');
    expect(notice()).toBe('Invitación enviada a nueva@demo.es');
    close(h);
  });

  it('refuses a bad form locally and a duplicate on the e-mail field, calling nothing for the former', async () => {
    const { h, fakes, backend } = await admin();
    const calls = fakes.calls.length;
    const local = await failure(firstValueFrom(h.invite({ email: 'mal', role_id: '' })));
    expect((local as FormError).fields).toEqual({ email: 'El correo electrónico no es válido', role_id: 'Selecciona un rol' });
    expect(fakes.calls.length).toBe(calls);
    backend.refuseNext('inviteWorkspaceUser', 409, INVITATION_MESSAGES.alreadyMember); // the server's (real/profile.test.ts)
    const dup = await failure(firstValueFrom(h.invite({ email: 'editora@demo.es', role_id: FAKE_ROLES.lector.id })));
    expect((dup as FormError).fields).toEqual({ email: 'Ese usuario ya pertenece al espacio de trabajo' });
    close(h);
  });

  it('resends (no longer expired) and revokes (gone from the list); a refused revoke says why', async () => {
    const { h, notice, backend } = await admin();
    const expired = h.state.invitations.find((i) => i.email === 'caducada@demo.es')!;
    expect(expired.expired).toBe(true);
    await lastValueFrom(h.resend(expired), { defaultValue: undefined });
    expect(h.state.invitations.find((i) => i.id === expired.id)?.expired).toBe(false);
    expect(notice()).toBe('Invitación reenviada a caducada@demo.es');
    await lastValueFrom(h.revoke(expired), { defaultValue: undefined });
    expect(emails(h.state)).toEqual(['nuevo@demo.es']);
    backend.refuseNext('revokeInvitation', 404, INVITATION_MESSAGES.notFound);
    const again = await failure(lastValueFrom(h.revoke(expired)));
    expect(again).toBeInstanceOf(MemberActionError);
    expect((again as Error).message).toBe('La invitación no existe');
    close(h);
  });

  it('deactivates and reactivates a member; a refusal (the last administrator) keeps the member as it was', async () => {
    const { h, backend } = await admin();
    const editora = h.state.users.find((u) => u.email === 'editora@demo.es')!;
    expect((await firstValueFrom(h.setActive(editora, false))).active).toBe(false);
    expect(h.state.users.find((u) => u.id === editora.id)?.active).toBe(false);
    expect((await firstValueFrom(h.setActive(editora, true))).active).toBe(true);
    const me = h.state.users.find((u) => u.email === 'admin@demo.es')!;
    backend.refuseNext('deactivateWorkspaceUser', 409, PROFILE_MESSAGES.lastAdmin);
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

  it('shows what the link offers; a link the server refuses says why, as InvitationLinkError', async () => {
    const { join: j, backend } = join();
    expect(await firstValueFrom(j.check(FAKE_INVITATION_TOKEN))).toMatchObject({
      workspace_name: 'Demo',
      email: 'nuevo@demo.es',
      role: { name: 'Editor' },
      account_exists: false,
    });
    backend.refuseNext('checkInvitation', 400, INVITATION_MESSAGES.expired, undefined, 'token');
    const expired = await failure(firstValueFrom(j.check(FAKE_INVITATION_TOKEN)));
    expect(expired).toBeInstanceOf(InvitationLinkError);
    expect((expired as Error).message).toBe('La invitación ha caducado: pide a un administrador que te la reenvíe');
    expect(((await failure(firstValueFrom(j.check(null)))) as Error).message).toBe('Enlace no válido o caducado');
  });

  it('accepting checks the password rule locally, then opens the session in the invited workspace', async () => {
    const { join: j, get, backend } = join();
    const preview = await firstValueFrom(j.check(FAKE_INVITATION_TOKEN));
    const short = await failure(lastValueFrom(j.accept(FAKE_INVITATION_TOKEN, { password: 'corta', repeat: 'corta' }, preview)));
    expect((short as FormError).fields).toEqual({ password: 'La contraseña debe tener al menos 10 caracteres' });
    const message = await lastValueFrom(
      j.accept(FAKE_INVITATION_TOKEN, { password: 'nueva-clave-1', repeat: 'nueva-clave-1' }, preview),
    );
    expect(message).toBe('Ya formas parte de «Demo»');
    const session = get<SessionStore>(TOKENS.SessionStore);
    expect(session.loggedIn).toBe(true);
    expect(session.state.workspace?.name).toBe('Demo');
    expect(session.state.roleName).toBe('Editor');
    // A spent link (the server's rule: real/profile.test.ts) is refused on the token.
    backend.refuseNext('acceptInvitation', 400, INVITATION_MESSAGES.used, undefined, 'token');
    const used = await failure(
      lastValueFrom(j.accept(FAKE_INVITATION_TOKEN, { password: 'nueva-clave-1', repeat: 'nueva-clave-1' }, preview)),
    );
    expect((used as FormError).fields).toEqual({ token: 'Esta invitación ya se ha usado: inicia sesión con tu cuenta' });
  });
});
