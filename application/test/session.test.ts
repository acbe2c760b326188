import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { can } from '@licita/domain';
import {
  ApiError,
  ConnectionCheck,
  ErrorHandler,
  Login,
  Logout,
  MemoryStorage,
  Notifier,
  SessionRefresh,
  SessionStore,
  STORAGE_KEYS,
  SwitchWorkspace,
  TOKENS,
} from '../src/index';
import { FAKE_ROLES, fakeToken } from '../src/fakes';
import { setup } from './helpers';

afterEach(() => vi.useRealTimers());

describe('Login', () => {
  it('opens the session, loads the workspace and the role permissions', async () => {
    const { get, storage } = setup();
    const ws = await lastValueFrom(
      get<Login>(TOKENS.Login).execute({ email: 'admin@demo.es', password: 'demo1234', remember: true }),
    );
    expect(ws?.name).toBe('Demo');
    const s = get<SessionStore>(TOKENS.SessionStore);
    expect(s.loggedIn).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe(s.token);
    expect(storage.getItem(STORAGE_KEYS.workspaceId)).toBe('ws-demo');
    expect(can(s.state.permissions, 'simulation', 'create')).toBe(true);
    expect(s.state.roleName).toBe('Administrador');
  });

  it('sends expires:false with Remember me', async () => {
    const { get, backend } = setup();
    const spy = vi.spyOn(backend.auth, 'login');
    await lastValueFrom(get<Login>(TOKENS.Login).execute({ email: 'admin@demo.es', password: 'demo1234', remember: true }));
    expect(spy.mock.calls[0]![0]).toMatchObject({ email: 'admin@demo.es', expires: false, device: 'test' });
  });

  it('no answer from the server says the connection is lost', async () => {
    const { get, backend } = setup();
    backend.auth.login = () => Promise.reject(new ApiError(0, 'Failed to fetch'));
    const err = await lastValueFrom(get<Login>(TOKENS.Login).execute({ email: 'a@b.es', password: 'x', remember: false })).catch(
      (e) => e,
    );
    expect(err.message).toBe('Has perdido la conexión con el servidor');
  });

  it('translates User Not Found', async () => {
    const { get, backend } = setup();
    backend.refuseNext('login', 404, 'User Not Found');
    const err = await lastValueFrom(get<Login>(TOKENS.Login).execute({ email: 'a@b.es', password: 'x', remember: false })).catch(
      (e) => e,
    );
    expect(err.message).toBe('Usuario incorrecto');
  });
});

describe('SwitchWorkspace', () => {
  it('loads the other workspace and its role (Lector: read only)', async () => {
    const { get } = setup({
      workspaces: [
        { id: 'a', name: 'A', simulations_executed: 0, max_simulations: 0, simulations_added_from_last_month: 0 },
        { id: 'b', name: 'B', simulations_executed: 1, max_simulations: null, simulations_added_from_last_month: 0 },
      ],
      users: [
        {
          email: 'u@x.es',
          password: 'p',
          workspaces: [
            { id: 'a', name: 'A', role_id: FAKE_ROLES.admin.id },
            { id: 'b', name: 'B', role_id: FAKE_ROLES.lector.id },
          ],
        },
      ],
    });
    await lastValueFrom(get<Login>(TOKENS.Login).execute({ email: 'u@x.es', password: 'p', remember: false }));
    const s = get<SessionStore>(TOKENS.SessionStore);
    expect(s.state.workspace?.id).toBe('a');
    await lastValueFrom(get<SwitchWorkspace>(TOKENS.SwitchWorkspace).execute('b'));
    expect(s.state.workspace?.name).toBe('B');
    expect(can(s.state.permissions, 'simulation', 'create', 'update', 'delete')).toBe(false);
    expect(can(s.state.permissions, 'simulation', 'read')).toBe(true);
  });

  it('on reload, picks the stored workspace', async () => {
    const storage = new MemoryStorage({ [STORAGE_KEYS.token]: fakeToken(), [STORAGE_KEYS.workspaceId]: 'b' });
    const { get } = setup(
      {
        workspaces: [
          { id: 'a', name: 'A', simulations_executed: 0, max_simulations: 0, simulations_added_from_last_month: 0 },
          { id: 'b', name: 'B', simulations_executed: 0, max_simulations: 0, simulations_added_from_last_month: 0 },
        ],
        users: [
          {
            email: 'u@x.es',
            password: 'p',
            workspaces: [
              { id: 'a', name: 'A', role_id: 'role-admin' },
              { id: 'b', name: 'B', role_id: 'role-editor' },
            ],
          },
        ],
      },
      storage,
    );
    expect(get<SessionStore>(TOKENS.SessionStore).loggedIn).toBe(true);
    const ws = await lastValueFrom(get<SwitchWorkspace>(TOKENS.SwitchWorkspace).initialise());
    expect(ws?.id).toBe('b');
  });
});

describe('Logout and 401', () => {
  it('revokes, clears the token and goes to /login', async () => {
    const { get, backend, redirects, storage } = setup();
    await lastValueFrom(get<Login>(TOKENS.Login).execute({ email: 'admin@demo.es', password: 'demo1234', remember: false }));
    await lastValueFrom(get<Logout>(TOKENS.Logout).execute(), { defaultValue: undefined });
    expect(backend.calls).toContain('revoke');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(get<SessionStore>(TOKENS.SessionStore).loggedIn).toBe(false);
    expect(redirects).toEqual(['/login']);
  });

  it('the error policy: 401 logs out, 404/5xx go to /404, other messages show translated', async () => {
    const storage = new MemoryStorage({ [STORAGE_KEYS.token]: fakeToken() });
    const { get, redirects } = setup({}, storage);
    const h = get<ErrorHandler>(TOKENS.ErrorHandler);
    const n = get<Notifier>(TOKENS.Notifier);
    expect(h.handle(new ApiError(500, 'boom', '/api/project'))).toBeNull();
    expect(h.handle(new ApiError(404, 'Not found', '/api/simulation/from_previous_study/1'))).toBe('Not found');
    expect(h.handle(new ApiError(400, 'The agreement is already duplicated', '/api/agreement'))).toBe(
      'Ya existe una copia de este convenio.',
    );
    expect(n.current).toMatchObject({ severity: 'error', message: 'Ya existe una copia de este convenio.' });
    expect(h.handle(new ApiError(0, 'Failed to fetch'))).toBeNull();
    h.handle(new ApiError(401, 'Unauthorized', '/api/project'));
    expect(get<SessionStore>(TOKENS.SessionStore).loggedIn).toBe(false);
    expect(redirects).toEqual(['/404', '/notfound', '/login']);
    expect(n.current?.message).not.toBe('Unauthorized');
  });
});

describe('ConnectionCheck', () => {
  it('checks every 300000 ms and sends a failure to /notfound', async () => {
    vi.useFakeTimers();
    const { get, backend, redirects } = setup();
    const sub = get<ConnectionCheck>(TOKENS.ConnectionCheck).watch().subscribe();
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.calls.filter((c) => c === 'check')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(299_998);
    expect(backend.calls.filter((c) => c === 'check')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(backend.calls.filter((c) => c === 'check')).toHaveLength(2);
    expect(redirects).toEqual([]);
    backend.refuseNext('check', 0, 'Failed to fetch');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(redirects).toEqual(['/notfound']);
    sub.unsubscribe();
  });
});

describe('Notifier', () => {
  it('hides the snackbar after 6000 ms', async () => {
    vi.useFakeTimers();
    const { get } = setup();
    const n = get<Notifier>(TOKENS.Notifier);
    n.error('x');
    expect(await firstValueFrom(n.current$)).toMatchObject({ message: 'x', severity: 'error' });
    vi.advanceTimersByTime(5999);
    expect(n.current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(n.current).toBeNull();
    n.show('ok');
    expect(n.current?.severity).toBe('success');
  });
});

describe('SessionRefresh', () => {
  it('renews the token a minute before it expires, and again after each renewal', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const now = Date.now() / 1000;
    const storage = new MemoryStorage({
      [STORAGE_KEYS.token]: fakeToken('u', now + 900),
      [STORAGE_KEYS.refreshToken]: 'refresh-1',
    });
    const { get, backend } = setup({}, storage);
    let n = 0;
    backend.auth.refresh = async (rt) => {
      n++;
      expect(rt).toBe(n === 1 ? 'refresh-1' : `refresh-${n}`);
      return { token: fakeToken('u', Date.now() / 1000 + 900), refresh_token: `refresh-${n + 1}`, expires_in: 900 };
    };
    const sub = get<SessionRefresh>(TOKENS.SessionRefresh).keepAlive().subscribe();
    await vi.advanceTimersByTimeAsync(839_000);
    expect(n).toBe(0);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(n).toBe(1);
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    await vi.advanceTimersByTimeAsync(840_001);
    expect(n).toBe(2);
    sub.unsubscribe();
  });

  it('a refused renewal logs out', async () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage({
      [STORAGE_KEYS.token]: fakeToken('u', Date.now() / 1000 + 30),
      [STORAGE_KEYS.refreshToken]: 'r',
    });
    const { get, backend, redirects } = setup({}, storage);
    backend.auth.refresh = () => Promise.reject(new ApiError(401, 'Unauthorized', '/api/auth/refresh'));
    const sub = get<SessionRefresh>(TOKENS.SessionRefresh).keepAlive().subscribe();
    await vi.advanceTimersByTimeAsync(1);
    expect(redirects).toEqual(['/login']);
    expect(get<SessionStore>(TOKENS.SessionStore).loggedIn).toBe(false);
    sub.unsubscribe();
  });
});
