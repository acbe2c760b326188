/**
 * `npm run bench:browser`: how the app's heaviest screens behave in a real browser with a big tender
 * (docs/performance.md, section "Big tenders in the browser").
 *
 * It starts the compiled server (server/dist and ui/dist, as production serves them) on a fresh embedded database,
 * stores the engine bench's tender of BENCH_SIZE (L unless told: 200 centers, 800 surrogates, 2,000 shifts and tasks)
 * through the API the app uses, solves it, and opens each screen in Chromium (playwright-core, CHROMIUM_PATH or
 * /usr/bin/chromium) at 1366×900. Per screen: the ms from navigation (or the click) to its content, the DOM nodes,
 * the JS heap and the longest task (PerformanceObserver 'longtask'); then the ms a key takes in a center's name
 * (keydown to the frame after it), median and max. It prints one Markdown table; figures, not assertions.
 * Only 127.0.0.1 is ever contacted.
 *
 * Storing and solving L takes minutes: with BENCH_DATA_DIR the database lives in that folder and is kept, and a
 * later run with the same folder measures the tender stored there (before and after a change, same data).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import type { BenchSize } from '../engine/bench-generator.js';
import { Api, createTender, launchAndWait } from './bench-api-tender.js';
import { removeTempDir, startCompiledServer, tempDir } from './compiled-server.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SIZE = (process.env.BENCH_SIZE ?? 'L') as BenchSize;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@demo.local', password: 'demo1234' };
const API_KEY = 'licita-dev-key';
const KEYS = 'Limpieza norte';
const KEPT_DIR = process.env.BENCH_DATA_DIR;
const log = (line: string) => process.stderr.write(`${line}\n`);

// what the measuring scripts keep on the page between two evaluations
declare global {
  interface Window {
    __longTasks?: number[];
    __keys?: number[];
  }
}

interface Figures {
  screen: string;
  ms: number;
  nodes: number;
  heapMb: number;
  longestTask: number;
  note?: string;
}

/** Collects every long task of the document in `window.__longTasks` (from the document's start). */
function watchLongTasks() {
  const tasks: number[] = (window.__longTasks = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** The page's figures now; its long tasks taken out (the next screen counts its own). */
async function figuresOf(page: Page, screen: string, ms: number): Promise<Figures> {
  const { nodes, heap, longest } = await page.evaluate(() => {
    const tasks = window.__longTasks?.splice(0) ?? [];
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return {
      nodes: document.getElementsByTagName('*').length,
      heap: memory ? memory.usedJSHeapSize / 2 ** 20 : NaN,
      longest: Math.max(0, ...tasks),
    };
  });
  // a task still running when the content showed is reported once it ends: a short pause lets it in
  const late = await page.evaluate(
    () => new Promise<number>((r) => setTimeout(() => r(Math.max(0, ...(window.__longTasks?.splice(0) ?? []))), 300)),
  );
  return { screen, ms, nodes, heapMb: heap, longestTask: Math.max(longest, late) };
}

/** Runs `act` and waits for `content`; the figures of the screen it shows. */
async function timed(page: Page, screen: string, act: () => Promise<unknown>, content: () => Promise<unknown>) {
  await page.evaluate(() => window.__longTasks?.splice(0));
  const t0 = performance.now();
  await act();
  await content();
  const figures = await figuresOf(page, screen, performance.now() - t0);
  log(`  ${screen}: ${figures.ms.toFixed(0)} ms, ${figures.nodes} nodos`);
  return figures;
}

/** ms from each key's keydown to the frame after it, typing KEYS at the end of the first center's name. */
async function typingLatency(page: Page): Promise<number[]> {
  const input = page.getByLabel('Centro 1', { exact: true });
  await input.click();
  await input.press('End');
  await page.evaluate(() => {
    const keys: number[] = (window.__keys = []);
    document.addEventListener(
      'keydown',
      (e) => {
        const start = e.timeStamp;
        requestAnimationFrame(() => setTimeout(() => keys.push(performance.now() - start)));
      },
      true,
    );
  });
  for (const key of KEYS) {
    await page.keyboard.type(key);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(1000);
  return page.evaluate(() => window.__keys ?? []);
}

/**
 * The first row of data of the table named `name`: a cell beyond the first (the empty table's one row, shown while
 * the list is read, has a single cell spanning the columns).
 */
function firstDataRow(page: Page, name: string) {
  return page.getByRole('table', { name }).locator('tbody tr td:nth-child(2)').first().waitFor();
}

/**
 * The screens of the solved simulation `sim`; the editor's (and the typing) on `copy`, its unsolved copy: a solved
 * simulation's form is read-only.
 */
async function measureScreens(url: string, projectId: string, sim: string, copy: string): Promise<Figures[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ baseURL: url, locale: 'es-ES', viewport: { width: 1366, height: 900 } });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    page.setDefaultTimeout(300_000);
    await page.goto('/login');
    await page.getByLabel(/correo|e-?mail/i).fill(ADMIN.email);
    await page.getByLabel(/contraseña/i).fill(ADMIN.password);
    await page.getByLabel(/contraseña/i).press('Enter');
    await page.waitForURL('**/projects');
    const rows: Figures[] = [];
    rows.push(
      await timed(
        page,
        'results page',
        () => page.goto(`/projects/${projectId}/simulations/${sim}`),
        () => page.getByRole('table', { name: 'Plantilla' }).locator('tbody tr').first().waitFor(),
      ),
    );
    rows.push(
      await timed(
        page,
        'editor: centers',
        () => page.goto(`/simulation/${projectId}/${copy}/form`),
        () => page.getByLabel('Centro 1', { exact: true }).waitFor(),
      ),
    );
    const keys = (await typingLatency(page)).sort((a, b) => a - b);
    rows.push({
      screen: 'typing: centers',
      ms: keys[Math.floor(keys.length / 2)],
      nodes: NaN,
      heapMb: NaN,
      longestTask: NaN,
      note: `max ${Math.max(...keys).toFixed(0)} ms over ${keys.length} keys`,
    });
    // the typed name is not saved: a fresh load of the form for the next screens
    await page.goto(`/simulation/${projectId}/${copy}/form`);
    await page.getByLabel('Centro 1', { exact: true }).waitFor();
    rows.push(
      await timed(
        page,
        'editor: shifts',
        async () => {
          await page.getByRole('button', { name: /Carga de Trabajo/ }).click();
          await page.getByRole('tab', { name: 'Turnos fijos' }).click();
        },
        () => firstDataRow(page, 'Turnos fijos'),
      ),
    );
    rows.push(
      await timed(
        page,
        'editor: surrogates',
        () => page.getByRole('button', { name: /Subrogados/ }).click(),
        () => firstDataRow(page, 'Subrogados'),
      ),
    );
    return rows;
  } finally {
    await browser.close();
  }
}

const fmt = (n: number, d = 0) =>
  Number.isNaN(n) ? '—' : n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

/** The solved tender of SIZE: the one kept in BENCH_DATA_DIR, or a new one stored and solved through the API. */
async function solvedTender(api: Api, dataDir: string): Promise<{ projectId: string; sim: string }> {
  const kept = join(dataDir, `bench-browser-${SIZE}.json`);
  if (existsSync(kept)) {
    log(`Licitación ${SIZE} guardada en ${dataDir}`);
    return JSON.parse(readFileSync(kept, 'utf8')) as { projectId: string; sim: string };
  }
  const workspaceId = (await api.call<{ id: string }[]>('GET', '/api/user/workspaces'))[0].id;
  const projectId = (
    await api.call<{ id: string }>('POST', '/api/project', { name: `Banco del navegador ${SIZE}`, workspace_id: workspaceId })
  ).id;
  log(`Guardando la licitación ${SIZE} por la API…`);
  const t0 = performance.now();
  const sim = await createTender(api, workspaceId, projectId, SIZE);
  log(`  guardada en ${((performance.now() - t0) / 1000).toFixed(1)} s; resolviendo…`);
  const { solvedS } = await launchAndWait(api, sim);
  log(`  resuelta en ${solvedS.toFixed(1)} s`);
  writeFileSync(kept, JSON.stringify({ projectId, sim }));
  return { projectId, sim };
}

async function main() {
  const cpus = os.cpus();
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
  const dataDir = KEPT_DIR ?? tempDir('licita-bench-browser-');
  const server = await startCompiledServer(
    root,
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    { buildHint: 'ejecuta antes `npm run build`' },
  );
  try {
    const api = new Api(server.url, API_KEY);
    await api.login(ADMIN.email, ADMIN.password);
    const { projectId, sim } = await solvedTender(api, dataDir);
    const copy = randomUUID();
    await api.call('POST', '/api/simulation/duplicate', { origin_simulation: sim, new_simulation: copy });
    log('Midiendo en Chromium…');
    const loadStart = load();
    const rows = await measureScreens(server.url, projectId, sim, copy);
    process.stdout.write(
      [
        `Machine: ${cpus.length} cores (${cpus[0]?.model ?? '?'}), Node ${process.version}; Chromium at 1366×900; load average at the start ${loadStart}, at the end ${load()}`,
        '',
        '| size | screen | load ms | DOM nodes | heap MB | longest task ms | note |',
        '|---|---|---:|---:|---:|---:|---|',
        ...rows.map(
          (r) =>
            `| ${SIZE} | ${r.screen} | ${fmt(r.ms)} | ${fmt(r.nodes)} | ${fmt(r.heapMb, 1)} | ${fmt(r.longestTask)} | ${r.note ?? ''} |`,
        ),
        '',
      ].join('\n'),
    );
  } finally {
    await server.stop();
    if (!KEPT_DIR) removeTempDir(dataDir);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
