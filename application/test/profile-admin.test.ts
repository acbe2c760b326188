import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import {
  AccountRecovery,
  Administration,
  ApiError,
  FormError,
  Login,
  Notifier,
  ProfileEditor,
  RoleChangeError,
  TOKENS,
  type AdminHandle,
  type AdminState,
} from '../src/index';
import { PROFILE_MESSAGES } from '@licita/domain';
import { FAKE_ROLES, profileFakes } from '../src/fakes';
import { flush, loggedInAs, setup } from './helpers';

afterEach(() => vi.useRealTimers());

async function loggedIn(role: keyof typeof FAKE_ROLES = 'admin') {
  const ctx = await loggedInAs(role);
  return { ...ctx, fakes: profileFakes(ctx.backend) };
}

const fieldsOf = async (o: Promise<unknown>) => {
  try {
    await o;
  } catch (e) {
    if (e instanceof FormError) return e.fields;
    throw e;
  }
  throw new Error('expected a FormError');
};

describe('ProfileEditor', () => {
  it("loads the profile, saves trimmed names with the own e-mail and says 'Guardado con éxito'", async () => {
    const { get, fakes } = await loggedIn();
    const editor = get<ProfileEditor>(TOKENS.ProfileEditor);
    const p = await firstValueFrom(editor.load());
    expect(p).toEqual({ email: 'admin@demo.es', name: 'Ana', first_surname: 'García', second_surname: 'López' });
    const saved = await firstValueFrom(editor.save(p.email, { name: ' Eva ', first_surname: 'Ruiz', second_surname: '' }));
    expect(saved).toEqual({ email: 'admin@demo.es', name: 'Eva', first_surname: 'Ruiz', second_surname: null });
    expect(fakes.profile.name).toBe('Eva');
    expect(get<Notifier>(TOKENS.Notifier).current?.message).toBe('Guardado con éxito');
  });

  it('the password rules stop the call; a refusal of the current password is shown on its field', async () => {
    const { get, fakes, backend } = await loggedIn();
    const editor = get<ProfileEditor>(TOKENS.ProfileEditor);
    expect(await fieldsOf(firstValueFrom(editor.changePassword({ old_password: 'demo1234', password: '', repeat: '' })))).toEqual(
      {
        password: 'La nueva contraseña no puede estar vacía',
      },
    );
    expect(
      await fieldsOf(
        firstValueFrom(editor.changePassword({ old_password: 'demo1234', password: 'nueva-clave', repeat: 'otra-clave' })),
      ),
    ).toEqual({
      repeat: 'Las contraseñas no coinciden',
    });
    expect(fakes.calls).not.toContain('changePassword');
    // the server checks the current password (real/profile.test.ts)
    backend.refuseNext('changePassword', 400, PROFILE_MESSAGES.wrongOldPassword, undefined, 'old_password');
    expect(
      await fieldsOf(
        firstValueFrom(editor.changePassword({ old_password: 'mal', password: 'nueva-clave', repeat: 'nueva-clave' })),
      ),
    ).toEqual({
      old_password: 'La contraseña actual no es correcta',
    });
    expect(get<Notifier>(TOKENS.Notifier).current).toBeNull();
    await lastValueFrom(editor.changePassword({ old_password: 'demo1234', password: 'nueva-clave', repeat: 'nueva-clave' }), {
      defaultValue: undefined,
    });
    expect(fakes.password).toBe('nueva-clave');
    expect(get<Notifier>(TOKENS.Notifier).current?.message).toBe('Guardado con éxito');
  });

  it('a failure without a field goes through the error policy (401 logs out)', async () => {
    const { get, fakes, redirects } = await loggedIn();
    fakes.profileGateway.get = () => Promise.reject(new ApiError(401, 'Unauthorized', '/api/user/profile'));
    await expect(firstValueFrom(get<ProfileEditor>(TOKENS.ProfileEditor).load())).rejects.toThrow();
    expect(redirects).toEqual(['/login']);
  });
});

const until = async (h: AdminHandle, f: (s: AdminState) => boolean) => {
  for (let i = 0; i < 20 && !f(h.state); i++) await flush();
  return h.state;
};

describe('Administration', () => {
  it('an administrator sees the users and the roles; the quota comes with the workspace', async () => {
    const { get } = await loggedIn('admin');
    const h = get<Administration>(TOKENS.Administration).open();
    const s = await until(h, (x) => x.status === 'ready');
    expect(s.status).toBe('ready');
    expect(s.workspace?.name).toBe('Demo');
    expect(s.users.map((u) => u.email)).toEqual(['admin@demo.es', 'baja@demo.es', 'editora@demo.es', 'lector@demo.es']);
    expect(s.roles.map((r) => r.name)).toEqual(['Administrador', 'Editor', 'Lector']);
    expect(s.adminWorkspaces.map((w) => w.name)).toEqual(['Demo']);
    h.dispose();
  });

  it('a user without user management is refused and no user data is asked for', async () => {
    const { get, fakes } = await loggedIn('editor');
    const h = get<Administration>(TOKENS.Administration).open();
    const s = await until(h, (x) => x.status !== 'loading');
    expect(s.status).toBe('refused');
    expect(fakes.calls).not.toContain('listWorkspaceUsers');
    h.dispose();
  });

  it("changes a role ('Guardado con éxito'); a refused change says why; no change sends nothing", async () => {
    const { get, fakes, backend } = await loggedIn('admin');
    const h = get<Administration>(TOKENS.Administration).open();
    await until(h, (x) => x.status === 'ready');
    const lector = h.state.users.find((u) => u.email === 'lector@demo.es')!;
    const updated = await firstValueFrom(h.changeRole(lector, FAKE_ROLES.editor.id));
    expect(updated?.role.name).toBe('Editor');
    expect(h.state.users.find((u) => u.id === lector.id)?.role.name).toBe('Editor');
    expect(get<Notifier>(TOKENS.Notifier).current?.message).toBe('Guardado con éxito');
    const n = fakes.calls.length;
    expect(
      await firstValueFrom(
        h.changeRole(
          h.state.users.find((u) => u.id === lector.id)!,
          FAKE_ROLES.editor.id,
        ),
      ),
    ).toBeNull();
    expect(fakes.calls.length).toBe(n);
    const me = h.state.users.find((u) => u.email === 'admin@demo.es')!;
    backend.refuseNext('updateWorkspaceUser', 409, PROFILE_MESSAGES.lastAdmin); // the server's (real/profile.test.ts)
    await expect(firstValueFrom(h.changeRole(me, FAKE_ROLES.lector.id))).rejects.toEqual(
      new RoleChangeError('El espacio de trabajo debe conservar al menos un administrador'),
    );
    await expect(firstValueFrom(h.changeRole(me, null))).rejects.toEqual(new RoleChangeError('Selecciona un rol'));
    h.dispose();
  });

  it('an account without workspaces is refused too', async () => {
    const ctx = setup({ users: [{ email: 'solo@demo.es', password: 'demo1234', workspaces: [] }] });
    await lastValueFrom(ctx.get<Login>(TOKENS.Login).execute({ email: 'solo@demo.es', password: 'demo1234', remember: false }));
    const h = ctx.get<Administration>(TOKENS.Administration).open();
    expect((await until(h, (x) => x.status !== 'loading')).status).toBe('refused');
    h.dispose();
  });

  it('a 403 from the list (the role changed meanwhile) shows the refusal', async () => {
    const { get, fakes } = await loggedIn('admin');
    fakes.userAdmin.users = () =>
      Promise.reject(new ApiError(403, 'No tienes permiso para realizar esta acción', '/api/workspace/ws-demo/user'));
    const h = get<Administration>(TOKENS.Administration).open();
    expect((await until(h, (x) => x.status !== 'loading')).status).toBe('refused');
    h.dispose();
  });
});

describe('AccountRecovery', () => {
  it('registers with what the form holds, after checking the form (a taken e-mail: real/profile.test.ts)', async () => {
    const { get, backend } = setup();
    const fakes = profileFakes(backend);
    const acc = get<AccountRecovery>(TOKENS.AccountRecovery);
    expect(
      await firstValueFrom(acc.register({ email: 'Nueva@demo.es', password: 'larga-clave', repeat: 'larga-clave' })),
    ).toMatch(/Cuenta creada/);
    expect(fakes.registered).toEqual([{ email: 'nueva@demo.es', password: 'larga-clave' }]);
    const calls = fakes.calls.length;
    expect(await fieldsOf(firstValueFrom(acc.register({ email: 'x@demo.es', password: 'larga-clave', repeat: 'otra' })))).toEqual(
      {
        repeat: 'Las contraseñas no coinciden',
      },
    );
    expect(fakes.calls.length).toBe(calls);
  });

  it('a recovery link: the form is checked first, the new password sent, a refused link shown on the token', async () => {
    const { get, backend } = setup();
    const fakes = profileFakes(backend);
    const acc = get<AccountRecovery>(TOKENS.AccountRecovery);
    expect(await firstValueFrom(acc.recover('ADMIN@demo.es'))).toBe(
      'Si el correo está registrado, recibirás un enlace para restablecer la contraseña',
    );
    const token = 'reset-token-1';
    expect(await fieldsOf(firstValueFrom(acc.reset(token, { password: 'nueva-clave', repeat: 'nueva-clav' })))).toEqual({
      repeat: 'Las contraseñas no coinciden',
    });
    expect(fakes.calls).not.toContain('reset');
    expect(await firstValueFrom(acc.reset(token, { password: 'nueva-clave', repeat: 'nueva-clave' }))).toMatch(
      /Contraseña cambiada/,
    );
    expect(fakes.password).toBe('nueva-clave');
    // a used link is the server's refusal (real/profile.test.ts)
    backend.refuseNext('reset', 400, PROFILE_MESSAGES.invalidLink, undefined, 'token');
    expect(await fieldsOf(firstValueFrom(acc.reset(token, { password: 'otra-clave', repeat: 'otra-clave' })))).toEqual({
      token: 'Enlace no válido o caducado',
    });
    expect(await fieldsOf(firstValueFrom(acc.reset(null, { password: 'otra-clave', repeat: 'otra-clave' })))).toEqual({
      token: 'Enlace no válido o caducado',
    });
  });
});
