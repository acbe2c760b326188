/**
 * Profile, administration, invitations and account recovery against the real server: the rules it owns (the last
 * active administrator, a member not invited twice, the states of a link, a taken e-mail, the current password),
 * asserted with the messages the screens show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { INVITATION_MESSAGES, PROFILE_MESSAGES } from '@licita/domain';
import {
  AccountRecovery,
  Administration,
  FormError,
  InvitationLinkError,
  JoinWorkspace,
  Login,
  MemberActionError,
  Notifier,
  ProfileEditor,
  RoleChangeError,
  SessionStore,
  TOKENS,
  type AdminHandle,
} from '../../src/index';
import { realServer } from './real-server';
import { anotherBrowser, eventually, failure, mailedToken } from './core-container';

let ctx: Awaited<ReturnType<typeof realServer>>;
let h: AdminHandle;
const WORKSPACE = 'Limpiezas del Sur';
beforeAll(async () => {
  ctx = await realServer(WORKSPACE);
  await ctx.server.member(WORKSPACE, 'editora@sur.test', 'Editor');
  h = ctx.get<Administration>(TOKENS.Administration).open();
  await eventually(() => expect(h.state.status).toBe('ready'));
}, 60_000);
afterAll(async () => {
  h?.dispose();
  await ctx?.close();
});

const fields = async (o: Promise<unknown>) => ((await failure(o)) as FormError | null)?.fields;
const roleId = (name: string) => h.state.roles.find((r) => r.name === name)!.id;
const member = (email: string) => h.state.users.find((u) => u.email === email)!;
const login = (get: ReturnType<typeof anotherBrowser>['get'], email: string, password: string) =>
  lastValueFrom(get<Login>(TOKENS.Login).execute({ email, password, remember: false }));

describe('Administration, on the real server', () => {
  it('the last active administrator can neither be deactivated nor lose the role; another member can', async () => {
    const me = member(ctx.admin.adminEmail);
    const refused = await failure(firstValueFrom(h.setActive(me, false)));
    expect(refused).toBeInstanceOf(MemberActionError);
    expect(refused?.message).toBe(PROFILE_MESSAGES.lastAdmin);
    expect(member(ctx.admin.adminEmail).active).toBe(true);
    await expect(firstValueFrom(h.changeRole(me, roleId('Lector')))).rejects.toEqual(
      new RoleChangeError(PROFILE_MESSAGES.lastAdmin),
    );
    const editora = member('editora@sur.test');
    expect((await firstValueFrom(h.setActive(editora, false))).active).toBe(false);
    expect((await firstValueFrom(h.setActive(editora, true))).active).toBe(true);
  });

  it('a new e-mail and an existing account are invited alike (pending, not added); a member is refused on the e-mail', async () => {
    const notice = () => ctx.get<Notifier>(TOKENS.Notifier).current?.message;
    expect(await firstValueFrom(h.invite({ email: ' Nueva@Sur.test ', role_id: roleId('Editor') }))).toBe(
      INVITATION_MESSAGES.invited('nueva@sur.test'),
    );
    expect(notice()).toBe(INVITATION_MESSAGES.invited('nueva@sur.test'));
    const other = await ctx.server.workspace('Limpiezas del Norte');
    expect(await firstValueFrom(h.invite({ email: other.adminEmail, role_id: roleId('Lector') }))).toBe(
      INVITATION_MESSAGES.invited(other.adminEmail),
    );
    expect(h.state.invitations.map((i) => i.email)).toEqual(expect.arrayContaining(['nueva@sur.test', other.adminEmail]));
    expect(h.state.users.find((u) => u.email === other.adminEmail)).toBeUndefined();
    expect(await fields(firstValueFrom(h.invite({ email: 'editora@sur.test', role_id: roleId('Lector') })))).toEqual({
      email: INVITATION_MESSAGES.alreadyMember,
    });
  });

  it('a revoked invitation is gone: revoking it again says so', async () => {
    await firstValueFrom(h.invite({ email: 'revocada@sur.test', role_id: roleId('Lector') }));
    const invitation = h.state.invitations.find((i) => i.email === 'revocada@sur.test')!;
    await lastValueFrom(h.revoke(invitation), { defaultValue: undefined });
    const again = await failure(lastValueFrom(h.revoke(invitation)));
    expect(again).toBeInstanceOf(MemberActionError);
    expect(again?.message).toBe(INVITATION_MESSAGES.notFound);
  });
});

describe('JoinWorkspace, on the real server', () => {
  const invited = async (email: string) => {
    await firstValueFrom(h.invite({ email, role_id: roleId('Editor') }));
    return mailedToken(ctx.app, email, 'invitation');
  };

  it('a valid link shows what it offers; an expired, used or missing one says why; accepting opens the workspace once', async () => {
    const browser = anotherBrowser(ctx.app);
    const join = browser.get<JoinWorkspace>(TOKENS.JoinWorkspace);
    const token = await invited('nuevo@sur.test');
    const preview = await firstValueFrom(join.check(token));
    expect(preview).toMatchObject({
      workspace_name: WORKSPACE,
      email: 'nuevo@sur.test',
      role: { name: 'Editor' },
      account_exists: false,
    });
    expect(await fields(lastValueFrom(join.accept(token, { password: 'corta', repeat: 'corta' }, preview)))).toEqual({
      password: 'La contraseña debe tener al menos 10 caracteres',
    });
    const form = { password: 'mesa-cohete-nube-17', repeat: 'mesa-cohete-nube-17' };
    expect(await lastValueFrom(join.accept(token, form, preview))).toBe(INVITATION_MESSAGES.joinedWorkspace(WORKSPACE));
    const session = browser.get<SessionStore>(TOKENS.SessionStore);
    expect(session.loggedIn).toBe(true);
    expect(session.state.workspace?.name).toBe(WORKSPACE);
    expect(session.state.roleName).toBe('Editor');
    expect(await fields(lastValueFrom(join.accept(token, form, preview)))).toEqual({ token: INVITATION_MESSAGES.used });
    const used = await failure(firstValueFrom(join.check(token)));
    expect(used).toBeInstanceOf(InvitationLinkError);
    expect(used?.message).toBe(INVITATION_MESSAGES.used);

    const late = await invited('tarde@sur.test');
    await ctx.server.database.db
      .updateTable('invitation')
      .set({ expires_at: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where('email', '=', 'tarde@sur.test')
      .execute();
    const expired = await failure(firstValueFrom(join.check(late)));
    expect(expired).toBeInstanceOf(InvitationLinkError);
    expect(expired?.message).toBe(INVITATION_MESSAGES.expired);
    expect((await failure(firstValueFrom(join.check('x'.repeat(40)))))?.message).toBe(INVITATION_MESSAGES.invalidLink);
    expect((await failure(firstValueFrom(join.check(null))))?.message).toBe(INVITATION_MESSAGES.invalidLink);
  });
});

describe('ProfileEditor and AccountRecovery, on the real server', () => {
  it('a wrong current password is refused on its field; the right one changes it', async () => {
    await ctx.server.member(WORKSPACE, 'clave@sur.test', 'Lector');
    const browser = anotherBrowser(ctx.app);
    await login(browser.get, 'clave@sur.test', ctx.admin.password);
    const editor = browser.get<ProfileEditor>(TOKENS.ProfileEditor);
    const change = (old_password: string) =>
      lastValueFrom(editor.changePassword({ old_password, password: 'mesa-cohete-nube-17', repeat: 'mesa-cohete-nube-17' }), {
        defaultValue: undefined,
      });
    expect(await fields(change('mal-de-todas-todas'))).toEqual({ old_password: PROFILE_MESSAGES.wrongOldPassword });
    expect(browser.get<Notifier>(TOKENS.Notifier).current).toBeNull();
    await change(ctx.admin.password);
    expect(browser.get<Notifier>(TOKENS.Notifier).current?.message).toBe(PROFILE_MESSAGES.saved);
    expect(await login(anotherBrowser(ctx.app).get, 'clave@sur.test', 'mesa-cohete-nube-17')).toBeTruthy();
  });

  it('registers; a taken e-mail is answered as a free one and registers nothing', async () => {
    const acc = anotherBrowser(ctx.app).get<AccountRecovery>(TOKENS.AccountRecovery);
    const users = () => ctx.server.database.db.selectFrom('app_user').select('email').execute();
    const form = { password: 'larga-clave-sur', repeat: 'larga-clave-sur' };
    expect(await firstValueFrom(acc.register({ email: 'Registrada@sur.test', ...form }))).toBe(PROFILE_MESSAGES.registered);
    const before = await users();
    expect(before.map((u) => u.email)).toContain('registrada@sur.test');
    expect(await firstValueFrom(acc.register({ email: ctx.admin.adminEmail, ...form }))).toBe(PROFILE_MESSAGES.registered);
    expect(await users()).toEqual(before);
  });

  it('a recovery link sets a new password once; the second use is refused on the token', async () => {
    await ctx.server.member(WORKSPACE, 'olvido@sur.test', 'Lector');
    const acc = anotherBrowser(ctx.app).get<AccountRecovery>(TOKENS.AccountRecovery);
    expect(await firstValueFrom(acc.recover('OLVIDO@sur.test'))).toBe(PROFILE_MESSAGES.recoverySent);
    const token = mailedToken(ctx.app, 'olvido@sur.test', 'reset-password');
    const form = { password: 'mesa-cohete-nube-17', repeat: 'mesa-cohete-nube-17' };
    expect(await firstValueFrom(acc.reset(token, form))).toBe(PROFILE_MESSAGES.passwordReset);
    expect(await login(anotherBrowser(ctx.app).get, 'olvido@sur.test', form.password)).toBeTruthy();
    expect(await fields(firstValueFrom(acc.reset(token, { password: 'otra-clave-sur', repeat: 'otra-clave-sur' })))).toEqual({
      token: PROFILE_MESSAGES.invalidLink,
    });
  });
});
