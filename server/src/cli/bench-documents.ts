/**
 * `npm run bench:documents [-- --centers 300] [--copies 4] [--no-inline]`
 *
 * Whether building large documents stalls the API's event loop. It solves the engine benchmark's tender with 300
 * centers once (bench-generator.ts), then builds four justification PDFs and four solution workbooks of it at once,
 * as four users asking for them together would, in a child process standing for the API, while autocannon (in
 * this process) asks that child's `/healthz` at a fixed rate (100 req/s, 2 connections). It prints the `/healthz` p50/p99/max latency at rest, while
 * the documents are built in the document thread (document-builder.ts, as the server does), and, for the
 * comparison, while they are built on the event loop itself (`buildDocument`, what the server did before; skip it
 * with `--no-inline`). Target: `/healthz` p99 < 50 ms while the documents are built. Each document's solution is
 * read as the server reads it: its JSON texts as rows of UTF-8 decoded on the event loop (what node-postgres does
 * with `solutionText`'s rows), then handed to the thread part by part.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { simulate, type AgreementT } from '@licita/domain';
import { HighsSolver } from '../engine/highs-solver.js';
import { BENCH_SIZES, benchName, generateTender } from '../engine/bench-generator.js';
import { metaOf, type StoredOutput, type DocumentNames } from '../runs/solution.js';
import { buildDocument, textParts, type DocumentJob } from '../documents/document-kinds.js';
import { buildDocumentInThread } from '../documents/document-builder.js';
import type { CannonResult } from './autocannon.js';
import { healthzDuring } from './healthz-during.js';

const RATE = 100;
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const CENTERS = arg('--centers', 300);
const COPIES = arg('--copies', 4);
const fmt = (n: number, d = 1) => n.toLocaleString('es-ES', { minimumFractionDigits: d, maximumFractionDigits: d });

const probe = { rate: RATE, connections: 2 };

type ToApi = { build: 'thread' | 'inline' };
type FromApi = { type: 'ready'; port: number; line: string } | { type: 'built'; sizes: Record<string, number> };

/** The text about as the database hands it out (document-repository.ts `solutionText`): rows of UTF-8, cut near TEXT_PART. */
const asRows = (text: string) => textParts(text).map((part) => Buffer.from(part, 'utf8'));

/** What node-postgres does on the event loop as each row arrives: decode its text (one row per turn). */
async function decodeRows(rows: Buffer[]): Promise<string[]> {
  const out: string[] = [];
  for (const row of rows) {
    await nextTurn();
    out.push(row.toString('utf8'));
  }
  return out;
}

/**
 * The "API process" (a child, so that autocannon's own timing is never stalled by the builds it measures): solves
 * the tender, answers /healthz, and builds the documents when the parent asks, as the server does: the stored
 * output and the run's input document are read as rows of JSON text (decoded here as the driver does) and cross
 * to the document thread part by part.
 */
async function apiProcess() {
  const send = (m: FromApi) => process.send!(m);
  const spec = { ...BENCH_SIZES.L, centers: CENTERS, surrogates: CENTERS * 4, items: CENTERS * 10 };
  const doc = generateTender(spec) as Record<string, unknown> & DocumentNames & { agreements: AgreementT[] };
  const t0 = performance.now();
  const { events: _events, ...output } = await simulate(doc, { clock: () => Date.now(), solver: new HighsSolver() });
  const name = benchName(`${CENTERS} centros`);
  const stored: StoredOutput = { ...output, meta: metaOf(doc, name, output) };
  const outputText = JSON.stringify(stored);
  const outputRows = asRows(outputText);
  const documentRows = asRows(JSON.stringify(doc));
  /** Each document with how it is read, as the server reads it when the download is asked for. */
  const jobs = (): Array<{ kind: DocumentJob['kind']; read: () => Promise<DocumentJob> }> =>
    Array.from({ length: COPIES }, (_, i) => [
      {
        kind: 'justification' as const,
        read: async (): Promise<DocumentJob> => ({
          kind: 'justification',
          input: {
            out: await decodeRows(outputRows),
            simulationName: `${name} ${i + 1}`,
            agreements: { document: await decodeRows(documentRows) },
            kindLabel: 'Simulación',
            tender: null,
            bidder: null,
            grounds: null,
            generatedAt: new Date(),
          },
        }),
      },
      {
        kind: 'solution-workbook' as const,
        read: async (): Promise<DocumentJob> => ({
          kind: 'solution-workbook',
          output: await decodeRows(outputRows),
          document: await decodeRows(documentRows),
          simulationName: `${name} ${i + 1}`,
          events: [],
        }),
      },
    ]).flat();
  // warm-up: the thread started and both builders compiled once, so that neither run pays a first-call cost
  for (const { read } of jobs().slice(0, 2)) await buildDocumentInThread(await read());
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.on('message', async (m: ToApi) => {
    const build = m.build === 'thread' ? buildDocumentInThread : buildDocument;
    const sizes: Record<string, number> = {};
    await Promise.all(
      // the texts are not kept here once handed over, as in the server's request
      jobs().map(async ({ kind, read }) => (sizes[kind] = (await build(await read())).length)),
    );
    send({ type: 'built', sizes });
  });
  send({
    type: 'ready',
    port: (server.address() as AddressInfo).port,
    line: `Simulación de ${CENTERS} centros, ${spec.surrogates} subrogados, ${spec.items} turnos y tareas resuelta en ${fmt((performance.now() - t0) / 1000)} s; ${stored.employees.length} trabajadores; salida guardada ${fmt(outputText.length / 2 ** 20)} MB`,
  });
}

async function main() {
  process.stdout.write(
    `Máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; carga media al empezar (1, 5, 15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}\n`,
  );
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--api'], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<FromApi>((resolve, reject) => {
      child.once('message', (m: FromApi) => resolve(m));
      child.once('exit', (code) => reject(new Error(`el proceso de la API terminó (código ${code})`)));
    });
  const ready = (await next()) as Extract<FromApi, { type: 'ready' }>;
  process.stdout.write(`${ready.line}\n`);
  const url = `http://127.0.0.1:${ready.port}`;
  let sizes: Record<string, number> = {};
  const buildAll = async (how: ToApi['build']) => {
    const done = next();
    child.send({ build: how } satisfies ToApi);
    sizes = ((await done) as Extract<FromApi, { type: 'built' }>).sizes;
  };

  const rows: Array<{ label: string; seconds: number | null; cannon: CannonResult }> = [];
  const rest = await healthzDuring(url, async () => undefined, probe);
  rows.push({ label: 'en reposo (sin documentos)', seconds: null, cannon: rest.cannon });
  const threaded = await healthzDuring(url, () => buildAll('thread'), probe);
  rows.push({ label: `${COPIES} PDF + ${COPIES} libros a la vez, en el hilo de documentos`, ...threaded });
  if (!process.argv.includes('--no-inline')) {
    const inline = await healthzDuring(url, () => buildAll('inline'), probe);
    rows.push({ label: `${COPIES} PDF + ${COPIES} libros a la vez, en el bucle de eventos (antes)`, ...inline });
  }
  child.kill();

  process.stdout.write(
    `Tamaños: justificación ${fmt((sizes['justification'] ?? 0) / 2 ** 20, 2)} MB, libro de la solución ${fmt((sizes['solution-workbook'] ?? 0) / 2 ** 20, 2)} MB\n\n`,
  );
  process.stdout.write(
    `| /healthz a ${RATE} req/s mientras… | documentos listos en (s) | peticiones | p50 (ms) | p99 (ms) | máx. (ms) | errores |\n|---|---:|---:|---:|---:|---:|---:|\n`,
  );
  for (const r of rows)
    process.stdout.write(
      `| ${r.label} | ${r.seconds === null ? '—' : fmt(r.seconds)} | ${r.cannon.requests.total} | ${r.cannon.latency.p50} | ${r.cannon.latency.p99} | ${r.cannon.latency.max} | ${r.cannon.non2xx + r.cannon.errors} |\n`,
    );
  const p99 = threaded.cannon.latency.p99;
  process.stdout.write(
    `\nObjetivo /healthz p99 < 50 ms con los documentos en el hilo: ${p99} ms, ${p99 < 50 ? 'cumplido' : 'NO cumplido'}\n`,
  );
  process.stdout.write(
    `Carga media al terminar (1, 5, 15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}\n`,
  );
}

const role = process.argv.includes('--api') ? apiProcess() : main();
role.then(
  () => (process.argv.includes('--api') ? undefined : process.exit(0)),
  (e) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
