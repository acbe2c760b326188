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
import { chromium, type Locator, type Page } from 'playwright-core';
import { JUSTIFICATION_GROUNDS, RESULT_LABELS, SHIFT_LABELS } from '@licita/domain';
import type { BenchSize } from '../engine/bench-generator.js';
import { Api, createTender, launchAndWait } from './bench-api-tender.js';
import { removeTempDir, startCompiledServer, tempDir } from './compiled-server.js';
import { writeBenchBlock } from './docs-block.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** BENCH_SIZE: one size or several, comma-separated (M, L and XL unless told). */
const SIZES = (process.env.BENCH_SIZE ?? 'M,L,XL').split(',').map((s) => s.trim()) as BenchSize[];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@demo.local', password: 'demo1234' };
const API_KEY = 'licita-dev-key';
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

/** ms from each key's keydown to the frame after it, typing `keys` into `input` from the end of its text. */
async function typingLatency(page: Page, input: Locator, keys: string): Promise<number[]> {
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
  for (const key of keys) {
    await page.keyboard.type(key);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(1000);
  return page.evaluate(() => window.__keys?.splice(0) ?? []);
}

/** The typing row of a screen: the median key in the load column, the slowest in the longest task's. */
async function typed(page: Page, screen: string, input: Locator, keys: string): Promise<Figures> {
  const ms = (await typingLatency(page, input, keys)).sort((a, b) => a - b);
  log(`  ${screen}: mediana ${ms[Math.floor(ms.length / 2)]?.toFixed(0)} ms`);
  return { screen, ms: ms[Math.floor(ms.length / 2)] ?? NaN, nodes: NaN, heapMb: NaN, longestTask: Math.max(...ms) };
}

/**
 * The first row of data of the table named `name`: a cell beyond the first (the empty table's one row, shown while
 * the list is read, has a single cell spanning the columns).
 */
function firstDataRow(page: Page, name: string) {
  return page.getByRole('table', { name }).locator('tbody tr td:nth-child(2)').first().waitFor();
}

/**
 * Scrolls the page to its bottom a screen at a time, a frame each: the ms it takes (at most a minute) and, as the
 * longest task, the longest frame; the note says how far it got.
 */
async function scrolled(page: Page, screen: string): Promise<Figures> {
  await page.evaluate(() => window.__longTasks?.splice(0));
  // no named function inside: the bench runs through tsx, whose names helper does not exist in the page
  const { ms, longestFrame, reached } = await page.evaluate(async () => {
    // the app scrolls its main area, not the window: the element with the most to scroll
    let box = document.scrollingElement ?? document.documentElement;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const overflow = getComputedStyle(el).overflowY;
      if (
        (overflow === 'auto' || overflow === 'scroll') &&
        el.scrollHeight - el.clientHeight > box.scrollHeight - box.clientHeight
      )
        box = el;
    }
    const t0 = performance.now();
    let last = t0;
    let longestFrame = 0;
    for (;;) {
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      longestFrame = Math.max(longestFrame, now - last);
      last = now;
      const bottom = box.scrollHeight - box.clientHeight;
      if (box.scrollTop >= bottom - 1 || now - t0 > 60_000)
        return { ms: now - t0, longestFrame, reached: bottom > 0 ? box.scrollTop / bottom : 1 };
      box.scrollTop += box.clientHeight;
    }
  });
  const figures = await figuresOf(page, screen, ms);
  const percent = Math.round(reached * 100);
  log(`  ${screen}: ${ms.toFixed(0)} ms, ${percent} %`);
  return { ...figures, longestTask: Math.max(figures.longestTask, longestFrame), note: `${percent} % reached` };
}

/** The solved simulation's screens: the results page, its 'Fundamentos' dialog, the first justification PDF, the scroll. */
async function resultScreens(page: Page, projectId: string, sim: string): Promise<Figures[]> {
  const rows = [
    await timed(
      page,
      'results page',
      () => page.goto(`/projects/${projectId}/simulations/${sim}`),
      () => firstDataRow(page, 'Plantilla'),
    ),
  ];
  const card = page.getByRole('region', { name: RESULT_LABELS.bid });
  // the dialog the 'Fundamentos' button opens ('Fundamentos de la justificación')
  const dialog = page.getByRole('dialog', { name: /^Fundamentos/ });
  rows.push(
    await timed(
      page,
      '"Fundamentos" dialog',
      () => card.getByRole('button', { name: 'Fundamentos' }).click(),
      () => dialog.waitFor(),
    ),
  );
  // a ground written and saved, as a preparer does: the PDF's inputs change, so the download below builds it anew
  // (the server keeps a built PDF while its inputs stay the same, and an earlier run may have built this one)
  const ground = JUSTIFICATION_GROUNDS.find((g) => g.key === 'technical_solutions')!.label;
  await dialog.getByLabel(ground).fill(`Medido el ${new Date().toISOString()}.`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dialog.waitFor({ state: 'detached' });
  rows.push(await scrolled(page, 'scrolling the results to the bottom'));
  // listening before the click: a quick document may arrive before the click's promise settles. The PDF's signed
  // address is on PUBLIC_URL's host (localhost), not the page's: the browser opens it in the page rather than saving
  // it, so the figure is to the PDF's last byte rather than to a download event, and this screen comes last
  let download: Promise<unknown> = Promise.resolve();
  const pdf = await timed(
    page,
    'first justification PDF',
    () => {
      download = page
        .waitForResponse((r) => r.url().includes('/api/files/justification-'), { timeout: 600_000 })
        .then((r) => r.finished());
      return card.getByRole('button', { name: 'Descargar justificación' }).click();
    },
    () => download,
  );
  // the page is the PDF by then: its nodes and heap are not the app's
  rows.push({ ...pdf, nodes: NaN, heapMb: NaN });
  return rows;
}

/** The unsolved copy's editor: the centers table and typing in it, Turnos fijos and typing in its dialog, Subrogados. */
async function editorScreens(page: Page, projectId: string, copy: string): Promise<Figures[]> {
  const form = `/simulation/${projectId}/${copy}/form`;
  const firstCenter = page.getByLabel('Centro 1', { exact: true });
  const rows = [
    await timed(
      page,
      'editor: centers',
      () => page.goto(form),
      () => firstCenter.waitFor(),
    ),
  ];
  rows.push(await typed(page, 'typing: centers', firstCenter, 'Limpieza norte'));
  // the typed name is not saved: a fresh load of the form for the next screens
  await page.goto(form);
  await firstCenter.waitFor();
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
  await page.getByRole('button', { name: 'Añadir turno' }).click();
  const shift = page.getByRole('dialog', { name: 'Crear turno' });
  rows.push(await typed(page, 'typing: shift dialog', shift.getByLabel(SHIFT_LABELS.number_of_workers), '1234567890'));
  await page.keyboard.press('Escape');
  await shift.waitFor({ state: 'detached' });
  rows.push(
    await timed(
      page,
      'editor: surrogates',
      () => page.getByRole('button', { name: /Subrogados/ }).click(),
      () => firstDataRow(page, 'Subrogados'),
    ),
  );
  return rows;
}

/** Every screen of one size in a fresh browser, logged in as the demo's administrator. */
async function measureScreens(url: string, tender: { projectId: string; sim: string; copy: string }): Promise<Figures[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      baseURL: url,
      locale: 'es-ES',
      viewport: { width: 1366, height: 900 },
    });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    page.setDefaultTimeout(300_000);
    await page.goto('/login');
    await page.getByLabel(/correo|e-?mail/i).fill(ADMIN.email);
    await page.getByLabel(/contraseña/i).fill(ADMIN.password);
    await page.getByLabel(/contraseña/i).press('Enter');
    await page.waitForURL('**/projects');
    return [
      ...(await resultScreens(page, tender.projectId, tender.sim)),
      ...(await editorScreens(page, tender.projectId, tender.copy)),
    ];
  } finally {
    await browser.close();
  }
}

const fmt = (n: number, d = 0) =>
  Number.isNaN(n) ? '—' : n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

/** The solved tender of `size`: the one kept in BENCH_DATA_DIR, or a new one stored and solved through the API. */
async function solvedTender(api: Api, dataDir: string, size: BenchSize): Promise<{ projectId: string; sim: string }> {
  const kept = join(dataDir, `bench-browser-${size}.json`);
  if (existsSync(kept)) {
    log(`Licitación ${size} guardada en ${dataDir}`);
    return JSON.parse(readFileSync(kept, 'utf8')) as { projectId: string; sim: string };
  }
  const workspaceId = (await api.call<{ id: string }[]>('GET', '/api/user/workspaces'))[0].id;
  const projectId = (
    await api.call<{ id: string }>('POST', '/api/project', { name: `Banco del navegador ${size}`, workspace_id: workspaceId })
  ).id;
  log(`Guardando la licitación ${size} por la API…`);
  const t0 = performance.now();
  const sim = await createTender(api, workspaceId, projectId, size);
  log(`  guardada en ${((performance.now() - t0) / 1000).toFixed(1)} s; resolviendo…`);
  const { solvedS } = await launchAndWait(api, sim);
  log(`  resuelta en ${solvedS.toFixed(1)} s`);
  writeFileSync(kept, JSON.stringify({ projectId, sim }));
  return { projectId, sim };
}

const loads = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** The one table of the run, and the lines that say what its columns hold where they differ. */
function report(rows: Array<Figures & { size: BenchSize }>, machine: string): string {
  return [
    machine,
    '',
    '| size | screen | load ms | DOM nodes | heap MB | longest task ms |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.size} | ${r.screen} | ${fmt(r.ms)} | ${fmt(r.nodes)} | ${fmt(r.heapMb, 1)} | ${fmt(r.longestTask)} |`,
    ),
    '',
    '- typing rows: the median key (keydown to the next frame) in the load column, the slowest key in the longest task column;',
    "- 'first justification PDF': from the click to the PDF's last byte; 'scrolling the results to the bottom': a screen a frame",
    '  until the bottom (at most 60 s), the longest frame in the longest task column;',
    ...rows.filter((r) => r.note).map((r) => `- ${r.size}, ${r.screen}: ${r.note}.`),
  ].join('\n');
}

async function main(argv: string[]) {
  const cpus = os.cpus();
  const dataDir = KEPT_DIR ?? tempDir('licita-bench-browser-');
  const server = await startCompiledServer(
    root,
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    { buildHint: 'ejecuta antes `npm run build`' },
  );
  try {
    const api = new Api(server.url, API_KEY);
    await api.login(ADMIN.email, ADMIN.password);
    // the company's data, as a preparer fills them once: the first justification then downloads without asking
    const workspaceId = (await api.call<{ id: string }[]>('GET', '/api/user/workspaces'))[0].id;
    await api.call('PUT', `/api/workspace/${workspaceId}`, {
      company_name: 'Limpiezas del Banco, S.L.',
      tax_id: 'B41000001',
    });
    const started = new Date();
    const loadStart = loads();
    const rows: Array<Figures & { size: BenchSize }> = [];
    for (const size of SIZES) {
      const { projectId, sim } = await solvedTender(api, dataDir, size);
      const copy = randomUUID();
      await api.call('POST', '/api/simulation/duplicate', { origin_simulation: sim, new_simulation: copy });
      log(`Midiendo ${size} en Chromium…`);
      for (const r of await measureScreens(server.url, { projectId, sim, copy })) rows.push({ ...r, size });
    }
    const when = `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const machine = `Run of ${when}: ${cpus.length} cores (${cpus[0]?.model ?? '?'}), Node ${process.version}; Chromium at 1366×900; load average at the start ${loadStart}, at the end ${loads()}.`;
    const table = report(rows, machine);
    process.stdout.write(`${table}\n`);
    if (argv.includes('--write')) {
      writeBenchBlock(join(root, 'docs', 'performance.md'), table, 'browser');
      process.stdout.write('\nEscrito en docs/performance.md (entre las marcas bench:browser).\n');
    }
  } finally {
    await server.stop();
    if (!KEPT_DIR) removeTempDir(dataDir);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
