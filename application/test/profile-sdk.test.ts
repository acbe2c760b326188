import { describe, expect, it } from 'vitest';
import {
  createAppContainer,
  MemoryStorage,
  STORAGE_KEYS,
  TOKENS,
  type AccountGateway,
  type ProfileGateway,
  type UserAdminGateway,
} from '../src/index';
import { fakeToken } from '../src/fakes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function container(routes: Record<string, (req: Request) => Response>) {
  const seen: { key: string; body: string; auth: string | null; search: string }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const key = `${req.method} ${url.pathname}`;
    seen.push({
      key,
      body: req.body ? await req.clone().text() : '',
      auth: req.headers.get('authorization'),
      search: url.search,
    });
    return routes[key]?.(req) ?? json({ message: 'Not found' }, 404);
  }) as typeof globalThis.fetch;
  const c = createAppContainer({
    baseUrl: 'http://test/api',
    apiKey: 'web-key',
    fetch,
    storage: new MemoryStorage({ [STORAGE_KEYS.token]: fakeToken() }),
  });
  return { c, seen };
}

describe('profile, admin and account adapters call the contract', () => {
  it('profile and password', async () => {
    const profile = { email: 'a@b.es', name: 'A', first_surname: 'B', second_surname: null };
    const { c, seen } = container({
      'GET /api/user/profile': () => json(profile),
      'PUT /api/user/profile': () => json(profile),
      'PUT /api/user/change_password': () => json({ message: 'La contraseña actual no es correcta', field: 'old_password' }, 400),
    });
    const g = c.get<ProfileGateway>(TOKENS.ProfileGateway);
    expect(await g.get()).toEqual(profile);
    await g.update({ ...profile, name: 'Z' });
    expect(JSON.parse(seen[1]!.body)).toEqual({ ...profile, name: 'Z' });
    await expect(g.changePassword({ password: 'nueva-clave', old_password: 'x' })).rejects.toMatchObject({
      status: 400,
      field: 'old_password',
    });
    expect(seen.every((s) => s.auth?.startsWith('Bearer '))).toBe(true);
  });

  it('users, roles and the workspaces the user manages', async () => {
    const user = { id: 'u', email: 'a@b.es', active: true, role: { id: 'r', name: 'Lector' } };
    const { c, seen } = container({
      'GET /api/role': () => json([{ id: 'r', name: 'Lector' }]),
      'GET /api/workspace/w/user': () => json([user]),
      'PUT /api/workspace/w/user/u': () => json(user),
      'GET /api/user/workspaces': () => json([]),
    });
    const g = c.get<UserAdminGateway>(TOKENS.UserAdminGateway);
    expect(await g.roles()).toHaveLength(1);
    expect(await g.users('w')).toEqual([user]);
    await g.setRole('w', 'u', 'r');
    expect(JSON.parse(seen[2]!.body)).toEqual({ role_id: 'r' });
    await g.adminWorkspaces();
    expect(seen[3]!.search).toBe('?is_admin=true');
  });

  it('register, recover and reset', async () => {
    const { c, seen } = container({
      'POST /api/auth/register': () => json({ id: 'n' }, 201),
      'POST /api/auth/password/recover': () => json({ message: 'ok' }),
      'POST /api/auth/password/reset': () => json({ message: 'Enlace no válido o caducado', field: 'token' }, 400),
    });
    const g = c.get<AccountGateway>(TOKENS.AccountGateway);
    expect(await g.register({ email: 'a@b.es', password: 'larga-clave' })).toEqual({ id: 'n' });
    expect(await g.recover('a@b.es')).toBe('ok');
    await expect(g.reset({ token: 't'.repeat(20), password: 'larga-clave' })).rejects.toMatchObject({
      status: 400,
      field: 'token',
    });
    expect(seen.map((s) => s.key)).toEqual([
      'POST /api/auth/register',
      'POST /api/auth/password/recover',
      'POST /api/auth/password/reset',
    ]);
  });
});
