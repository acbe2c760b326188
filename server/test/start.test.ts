/** `npm start` and `npm run admin` end to end: start-up, seed, persistence, the operator command. */
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { runAdmin } from '../src/cli/admin';
import { DEFAULT_API_KEY, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_WORKSPACE_NAME, ROLE_IDS } from '../src/defaults';
import { MemoryMailer } from '../src/auth/mailer';
import { postgresAvailable, TEST_PASSWORD_COST, TEST_POSTGRES_URL } from './helpers';

async function api(base: string, path: string, init: { method?: string; token?: string; body?: unknown; key?: string } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-api-key': init.key ?? DEFAULT_API_KEY,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'licita-server-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

// Each test opens embedded databases on disk (slow on a busy machine): generous time-outs.
describe('embedded start (pglite in a folder)', { timeout: 180_000 }, () => {
  it('migrates, seeds Demo with the default administrator, and keeps data and sessions across restarts', async () => {
    const dataDir = tempDir();
    const options = {
      dataDir,
      port: 0,
      host: '127.0.0.1',
      env: {},
      passwordCost: TEST_PASSWORD_COST,
      uiDir: null,
      mailer: new MemoryMailer(),
    };
    const first = await startServer(options);
    let token: string;
    try {
      expect(first.seeded).toBe(true);
      expect(first.settings.apiKeys).toEqual([DEFAULT_API_KEY]);
      const login = await api(first.url, '/auth/token', {
        method: 'POST',
        body: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
      });
      expect(login.status).toBe(200);
      token = login.body.token;
      const workspaces = await api(first.url, '/user/workspaces', { token });
      expect(workspaces.body).toEqual([expect.objectContaining({ name: DEMO_WORKSPACE_NAME, role_id: ROLE_IDS.Administrador })]);
      const created = await api(first.url, '/project', {
        method: 'POST',
        token,
        body: { name: 'Persistente', workspace_id: workspaces.body[0].id },
      });
      expect(created.status).toBe(200);
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
      // While the server runs, the operator command refuses to open the same folder.
      await expect(
        runAdmin(['add-user', '--workspace', 'Demo', '--email', 'x@y.es', '--password', '12345678', '--role', 'Lector'], {
          DATA_DIR: dataDir,
        }),
      ).rejects.toThrow(/en uso por otro proceso|ya está abierta/);
    } finally {
      await first.close();
    }
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');
    const second = await startServer(options);
    try {
      expect(second.seeded).toBe(false);
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
      // The access token of the first run is still valid: same secret, session stored.
      const check = await api(second.url, '/auth/check_connection', { token });
      expect(check.status).toBe(200);
      const workspaces = await api(second.url, '/user/workspaces', { token });
      const list = await api(second.url, `/project?workspace_id=${workspaces.body[0].id}`, { token });
      expect(list.body.items.map((p: { name: string }) => p.name)).toEqual(['Persistente']);
      expect((await api(second.url, '/role', { token, key: 'wrong' })).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD replace the demo administrator; API_KEYS replaces the default key', async () => {
    const dataDir = tempDir();
    const server = await startServer({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      env: { SEED_ADMIN_EMAIL: 'Boss@Example.com', SEED_ADMIN_PASSWORD: 'Ventana-azul-2031', API_KEYS: 'k1, k2' },
      passwordCost: TEST_PASSWORD_COST,
      uiDir: null,
    });
    try {
      expect(server.settings.apiKeys).toEqual(['k1', 'k2']);
      expect(
        (
          await api(server.url, '/auth/token', {
            method: 'POST',
            key: 'k2',
            body: { email: 'boss@example.com', password: 'Ventana-azul-2031' },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api(server.url, '/auth/token', {
            method: 'POST',
            key: DEFAULT_API_KEY,
            body: { email: 'boss@example.com', password: 'Ventana-azul-2031' },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await api(server.url, '/auth/token', {
            method: 'POST',
            key: 'k1',
            body: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
          })
        ).status,
      ).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('the operator command creates a workspace and a user who can log in', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir };
    expect(
      await runAdmin(
        [
          'create-workspace',
          '--name',
          'Acme',
          '--admin-email',
          'Jefa@Acme.es',
          '--admin-password',
          'Oficina-central-2027',
          '--max-simulations',
          '50',
        ],
        env,
      ),
    ).toMatch(/Espacio de trabajo "Acme" creado/);
    expect(
      await runAdmin(
        ['add-user', '--workspace', 'Acme', '--email', 'ana@acme.es', '--password', 'Limpieza-norte-2027', '--role', 'lector'],
        env,
      ),
    ).toMatch(/Usuario ana@acme\.es añadido a "Acme" como Lector/);
    await expect(
      runAdmin(['add-user', '--workspace', 'Acme', '--email', 'b@acme.es', '--password', 'b-1234567', '--role', 'Jefe'], env),
    ).rejects.toThrow('El rol "Jefe" no existe');
    await expect(runAdmin(['add-user', '--workspace', 'Acme', '--email', 'b@acme.es', '--role', 'Editor'], env)).rejects.toThrow(
      'Falta la opción --password',
    );
    await expect(runAdmin(['create-workspace', '--name', 'X', '--bogus', '1'], env)).rejects.toThrow(
      'Opción desconocida: --bogus',
    );
    await expect(runAdmin(['explode'], env)).rejects.toThrow('Orden desconocida: explode');
    // (Errors that need the database are tested on both databases in workspaces.test.ts.)

    // An existing database keeps its workspaces: no Demo is seeded next to Acme.
    const server = await startServer({ dataDir, port: 0, host: '127.0.0.1', env: {}, uiDir: null });
    try {
      expect(server.seeded).toBe(false);
      const login = await api(server.url, '/auth/token', {
        method: 'POST',
        body: { email: 'ana@acme.es', password: 'Limpieza-norte-2027' },
      });
      expect(login.status).toBe(200);
      const workspaces = await api(server.url, '/user/workspaces', { token: login.body.token });
      expect(workspaces.body).toEqual([expect.objectContaining({ name: 'Acme', role_id: ROLE_IDS.Lector })]);
      const ws = await api(server.url, `/workspace/${workspaces.body[0].id}`, { token: login.body.token });
      expect(ws.body.max_simulations).toBe(50);
      const boss = await api(server.url, '/auth/token', {
        method: 'POST',
        body: { email: 'jefa@acme.es', password: 'Oficina-central-2027' },
      });
      const admin = await api(server.url, '/user/workspaces?is_admin=true', { token: boss.body.token });
      expect(admin.body.map((w: { name: string }) => w.name)).toEqual(['Acme']);
    } finally {
      await server.close();
    }
  });
});

describe.runIf(await postgresAvailable())('PostgreSQL start', { timeout: 180_000 }, () => {
  const schema = `test_start_${randomBytes(5).toString('hex')}`;
  const url = TEST_POSTGRES_URL;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('refuses to start without JWT_SECRET or API_KEYS; seeds no default administrator', async () => {
    await expect(startServer({ databaseUrl: url, schema, port: 0, env: { API_KEYS: 'k' } })).rejects.toThrow(/JWT_SECRET/);
    await expect(startServer({ databaseUrl: url, schema, port: 0, env: { JWT_SECRET: 's'.repeat(32) } })).rejects.toThrow(
      /API_KEYS/,
    );
    const server = await startServer({
      databaseUrl: url,
      schema,
      port: 0,
      host: '127.0.0.1',
      env: { JWT_SECRET: 's'.repeat(32), API_KEYS: 'k' },
      uiDir: null,
    });
    try {
      expect(server.database.kind).toBe('postgres');
      expect(server.seeded).toBe(false);
      const demo = await api(server.url, '/auth/token', {
        method: 'POST',
        key: 'k',
        body: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
      });
      expect(demo.status).toBe(401);
    } finally {
      await server.close();
    }
    // The operator command works on the same database (here through the connection string's search_path).
    const env = { DATABASE_URL: `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}` };
    await runAdmin(
      ['create-workspace', '--name', 'PG', '--admin-email', 'pg@acme.es', '--admin-password', 'Servidor-de-datos-2027'],
      env,
    );
    const again = await startServer({
      databaseUrl: url,
      schema,
      port: 0,
      host: '127.0.0.1',
      env: {
        JWT_SECRET: 's'.repeat(32),
        API_KEYS: 'k',
        SEED_ADMIN_EMAIL: 'late@acme.es',
        SEED_ADMIN_PASSWORD: 'Ventana-tardia-2031',
      },
      uiDir: null,
    });
    try {
      // The database is not empty: the seed administrator is not added.
      expect(again.seeded).toBe(false);
      expect(
        (
          await api(again.url, '/auth/token', {
            method: 'POST',
            key: 'k',
            body: { email: 'pg@acme.es', password: 'Servidor-de-datos-2027' },
          })
        ).status,
      ).toBe(200);
    } finally {
      await again.close();
    }
  });
});
