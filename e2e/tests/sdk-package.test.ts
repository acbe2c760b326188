/**
 * The sdk as another team gets it: packed, installed outside the repository, compiled by tsc under
 * NodeNext, Node16 and Bundler, run with plain node against the test server, and bundled by Vite for Chromium.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { freePort } from '../support/server-process';
import { consumerProject, freshTsc, run, tsc } from '../support/sdk-consumer';

let dir = '';
const env = () => ({ LICITA_URL: `${baseUrl()}/api`, LICITA_EMAIL: ADMIN.email, LICITA_PASSWORD: ADMIN.password });

beforeAll(() => {
  dir = consumerProject();
}, 300_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed sdk in a project outside the repository', () => {
  it('compiles under NodeNext, Node16 (without the DOM library) and Bundler (strict, skipLibCheck false), the wrong paths and bodies being type errors', () => {
    for (const project of ['tsconfig.json', 'tsconfig.node16.json', 'tsconfig.bundler.json']) {
      const result = tsc(dir, project);
      expect(`${project}: ${result.stdout}${result.stderr}`).toBe(`${project}: `);
    }
    // the README's tsconfig and examples (app.ts, bid.ts) with the TypeScript a plain `npm install -D typescript` brings
    const fresh = freshTsc(dir, 'tsconfig.json');
    expect(`fresh TypeScript: ${fresh.stdout}${fresh.stderr}`).toBe('fresh TypeScript: ');
    // types.ts marks each wrong call with @ts-expect-error: had the path types collapsed, tsc would have failed.
    expect(readFileSync(join(dir, 'types.ts'), 'utf8').match(/@ts-expect-error/g)?.length).toBe(5);
  }, 240_000);

  it('gives every failure as its own typed error with the Spanish message, run with plain node', async () => {
    const down = `http://127.0.0.1:${await freePort()}/api`;
    const result = run(process.execPath, ['dist/errors.js'], dir, { ...env(), LICITA_DOWN_URL: down });
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(report.wrongApiKey).toEqual({ kind: 'api-key', status: 401, message: 'Clave de API no válida' });
    expect(report.renewal).toEqual({ answered: true, rotated: true });
    expect(report.expiredSession).toEqual({ kind: 'unauthorized', status: 401, message: 'Sesión no válida o caducada' });
    expect(report.expiredSessionForgotten).toBe(true);
    expect(report.refusedLaunch).toEqual({
      kind: 'launch-refused',
      status: 460,
      message: 'No hay ningún centro creado',
      errorCode: 4,
    });
    expect((report.refusalMessages as Record<string, string>)['4']).toBe('No hay ningún centro creado');
    expect(report.lostConnection).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'No se ha podido conectar con el servidor',
    });
  }, 120_000);

  it("runs sdk/README.md's quick start verbatim: lists, creates, launches, waits, reads the cost and saves the solution", () => {
    const result = run(process.execPath, ['dist/app.js'], dir, env());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // The tender the previous test created is listed, then the new one is solved and its workbook saved.
    expect(result.stdout).toContain('Licitación: Licitación sin datos');
    expect(result.stdout).toMatch(/Coste total: [1-9][\d.]* €/);
    expect(result.stdout).toContain('Solución guardada en solucion.xlsx');
    const workbook = join(dir, 'solucion.xlsx');
    expect(existsSync(workbook) && readFileSync(workbook).subarray(0, 2).toString()).toBe('PK');
  }, 300_000);

  describe('bundled by Vite for the browser', () => {
    let browser: Awaited<ReturnType<typeof launchBrowser>>;
    beforeAll(async () => (browser = await launchBrowser()));
    afterAll(async () => browser?.close());

    it('logs in, lists the workspaces and gets a typed not-found, in Chromium', async () => {
      await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        build: {
          outDir: 'bundle',
          minify: false,
          lib: { entry: join(dir, 'browser.ts'), formats: ['iife'], name: 'LicitaConsumer', fileName: () => 'bundle.js' },
        },
      });
      const page = await newPage(browser);
      // Served from the app's own origin: the page's Content-Security-Policy allows only same-origin scripts.
      await page.route('**/sdk-consumer.js', (route) =>
        route.fulfill({ path: join(dir, 'bundle/bundle.js'), contentType: 'text/javascript' }),
      );
      await page.goto('/login');
      await page.addScriptTag({ url: '/sdk-consumer.js' });
      const answer = await page.evaluate(
        ([email, password]) =>
          (
            window as unknown as { LicitaConsumer: { run(b: string, e: string, p: string): Promise<unknown> } }
          ).LicitaConsumer.run(`${location.origin}/api`, email!, password!),
        [ADMIN.email, ADMIN.password],
      );
      expect(answer).toMatchObject({
        workspaces: expect.arrayContaining(['Demo']),
        missing: 'not-found: La licitación no existe',
      });
    }, 120_000);
  });
});
