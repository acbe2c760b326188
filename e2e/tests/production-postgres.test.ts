/**
 * Production as an operator sets it up (docs/deployment.md): the compiled server with NODE_ENV=production on
 * PostgreSQL, its own API_KEYS (no development key), JWT_SECRET and first administrator. The web app, built once,
 * learns its key at run time and logs in; the health checks answer; readiness fails while the database is away.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, Socket, type Server } from 'node:net';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchCsp } from '../support/browser';
import { freePort, startServerProcess, type RunningServer } from '../support/server-process';

const POSTGRES = new URL(process.env.DATABASE_TEST_URL || 'postgres://postgres@127.0.0.1:5432/test');
const OPERATOR = { email: 'jefa.estudios@empresa.test', password: 'Ofertas-2027-largas' };
const KEYS = { web: `web-${randomBytes(8).toString('hex')}`, partner: `partner-${randomBytes(8).toString('hex')}` };

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES.href, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A TCP relay in front of PostgreSQL: closing it is, for the server, the database going away. */
class DatabaseRelay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  constructor(readonly port: number) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(Number(POSTGRES.port || 5432), POSTGRES.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

describe.skipIf(!(await postgresAnswers()))('production on PostgreSQL: compiled server, runtime key, health checks', () => {
  const schema = `e2e_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'licita-prod-'));
  let relay: DatabaseRelay;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    relay = new DatabaseRelay(await freePort());
    await relay.open();
    const admin = new pg.Client({ connectionString: POSTGRES.href });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(POSTGRES.href);
    url.host = `127.0.0.1:${relay.port}`;
    server = await startServerProcess({
      DATABASE_URL: url.href,
      DATABASE_SCHEMA: schema,
      API_KEYS: `${KEYS.web},${KEYS.partner}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_ADMIN_EMAIL: OPERATOR.email,
      SEED_ADMIN_PASSWORD: OPERATOR.password,
      DATA_DIR: dataDir, // the file store (S3 in a real deployment)
    });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await relay?.close();
    const admin = new pg.Client({ connectionString: POSTGRES.href });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the server process runs the compiled JavaScript with plain node', () => {
    const argv = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(argv.slice(1)).toEqual([expect.stringMatching(/server\/dist\/main\.js$/)]);
  });

  it('the web app gets its key at run time, logs in and lists the tenders', async () => {
    const config = await (await fetch(`${server.url}/app-config.json`)).json();
    expect(config).toEqual({ apiBaseUrl: '/api', apiKey: KEYS.web });
    // The development key is not accepted here, and the bundle does not carry it.
    const dev = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'x-api-key': 'licita-dev-key', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(dev.status).toBe(401);

    const context = await browser.newContext({ baseURL: server.url, locale: 'es-ES' });
    await watchCsp(context);
    const page = await context.newPage();
    const keysSent = new Set<string>();
    page.on('request', (req) => {
      const key = req.headers()['x-api-key'];
      if (key) keysSent.add(key);
    });
    await page.goto('/login');
    await page.getByLabel(/correo|e-?mail/i).fill(OPERATOR.email);
    await page.getByLabel(/contraseña/i).fill(OPERATOR.password);
    await page.getByLabel(/contraseña/i).press('Enter');
    await page.waitForURL('**/projects');
    await page.getByRole('button', { name: 'Nueva licitación' }).click();
    const create = page.getByRole('dialog', { name: 'Nueva Licitación' });
    await create.getByLabel('Nombre').fill('Limpieza Centro de Salud Norte');
    await create.getByRole('button', { name: 'Crear' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Licitaciones' }).first().click();
    await page.getByTestId('tender-card').filter({ hasText: 'Limpieza Centro de Salud Norte' }).waitFor();
    expect([...keysSent]).toEqual([KEYS.web]);

    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    for (const src of scripts) expect(await (await fetch(src)).text()).not.toContain('licita-dev-key');
    await context.close();
  });

  it('/healthz and /readyz answer JSON 200; /readyz answers 503 while the database is away, and recovers', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });

    await relay.close();
    const down = await fetch(`${server.url}/readyz`).catch((error) => {
      throw new Error(`${error.cause ?? error}\n${server.output()}`);
    });
    expect(down.status).toBe(503);
    expect((await down.json()).checks.database).toMatch(/^no disponible/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await relay.open();
    let back = 0;
    for (let i = 0; i < 40 && back !== 200; i++) {
      back = (await fetch(`${server.url}/readyz`)).status;
      if (back !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(200);
  });
});
