/**
 * `npm run bench:justification [-- --size XL] [--cache /tmp/xl.json] [--repeat 1]`
 *
 * How long the justification PDF of a large tender takes. It solves the engine bench's tender of `--size` (XL
 * unless told: 1,000 centers, 4,000 surrogates, 10,000 shifts and tasks; bench-generator.ts) in this process, then
 * builds its justification PDF through the code the server runs in its document thread (document-kinds.ts
 * `buildDocument` → justification-pdf.ts), and prints the milliseconds of each phase: reading the stored output
 * and the run's document (JSON text to objects, as the thread does), laying out each of the eight parts (the
 * figures gathered and the text measured and placed), the signature and the footers, and writing the PDF (pages
 * compressed, the font subset embedded), in wall time and in CPU time (this process's, every thread: what the
 * load of other processes on the machine changes least); then the pages and the size, and the whole build once more through the
 * document thread itself (document-builder.ts), as a download does. With `--cache FILE` the solved output is
 * kept in FILE and a later run reads it instead of solving again (the figures of the PDF are the same).
 */
import os from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { simulate, type AgreementT } from '@licita/domain';
import { HighsSolver } from '../engine/highs-solver.js';
import { BENCH_SIZES, benchName, generateTender, type BenchSize } from '../engine/bench-generator.js';
import { metaOf, type DocumentNames, type StoredOutput } from '../runs/solution.js';
import { buildJustificationPdf } from '../runs/justification-pdf.js';
import { buildDocumentInThread } from '../documents/document-builder.js';

const option = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const SIZE = (option('--size') ?? 'XL') as BenchSize;
const CACHE = option('--cache');
const REPEAT = Number(option('--repeat') ?? 1);
const fmt = (n: number, d = 0) => n.toLocaleString('es-ES', { minimumFractionDigits: d, maximumFractionDigits: d });
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const say = (line: string) => process.stdout.write(`${line}\n`);

/** The stored output and the run's input document as JSON text, as the database hands them to the document thread. */
async function solvedTexts(): Promise<{ output: string; document: string }> {
  if (CACHE && existsSync(CACHE)) {
    say(`Salida resuelta leída de ${CACHE}`);
    return JSON.parse(readFileSync(CACHE, 'utf8')) as { output: string; document: string };
  }
  const spec = BENCH_SIZES[SIZE];
  const doc = generateTender(SIZE) as Record<string, unknown> & DocumentNames & { agreements: AgreementT[] };
  const t0 = performance.now();
  const { events: _events, ...output } = await simulate(doc, { clock: () => Date.now(), solver: new HighsSolver() });
  const stored: StoredOutput = { ...output, meta: metaOf(doc, benchName(SIZE), output) };
  say(
    `${SIZE}: ${fmt(spec.centers)} centros, ${fmt(spec.surrogates)} subrogados, ${fmt(spec.items)} turnos y tareas resuelto en ${fmt((performance.now() - t0) / 1000, 1)} s`,
  );
  const texts = { output: JSON.stringify(stored), document: JSON.stringify(doc) };
  if (CACHE) writeFileSync(CACHE, JSON.stringify(texts));
  return texts;
}

/** Pages of a PDF written by pdfkit (its page objects are not compressed). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/** One build, in this thread, with the time of each phase. */
async function phases(texts: { output: string; document: string }): Promise<Buffer> {
  const rows: Array<[string, number, number]> = [];
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const step = (name: string) => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    rows.push([name, now - last, (cpu.user + cpu.system) / 1000]);
    last = now;
    lastCpu = process.cpuUsage();
  };
  const out = JSON.parse(texts.output) as StoredOutput;
  const agreements = (JSON.parse(texts.document) as { agreements?: AgreementT[] }).agreements ?? [];
  step('Datos: salida guardada y documento de entrada (JSON a objetos)');
  const pdf = await buildJustificationPdf(
    { out, agreements, kindLabel: 'Simulación', tender: null, bidder: null, grounds: null, generatedAt: new Date() },
    step,
  );
  const total = (i: 1 | 2) => rows.reduce((a, row) => a + row[i], 0);
  say('\n| fase | ms | ms de CPU |\n|---|---:|---:|');
  for (const [name, ms, cpu] of rows) say(`| ${name} | ${fmt(ms)} | ${fmt(cpu)} |`);
  say(`| **total** | **${fmt(total(1))}** | **${fmt(total(2))}** |`);
  say(`\nPDF: ${fmt(pageCount(pdf))} páginas, ${fmt(pdf.length / 2 ** 20, 2)} MB`);
  return pdf;
}

async function main() {
  say(
    `Máquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; carga media al empezar (1, 5, 15 min): ${load()}`,
  );
  const texts = await solvedTexts();
  say(
    `Salida guardada: ${fmt(texts.output.length / 2 ** 20, 1)} MB de JSON; documento de entrada ${fmt(texts.document.length / 2 ** 20, 1)} MB`,
  );
  for (let i = 0; i < REPEAT; i++) await phases(texts);
  const t0 = performance.now();
  const pdf = await buildDocumentInThread({
    kind: 'justification',
    input: {
      out: texts.output,
      agreements: { document: texts.document },
      kindLabel: 'Simulación',
      tender: null,
      bidder: null,
      grounds: null,
      generatedAt: new Date(),
    },
  });
  say(
    `\nEn el hilo de documentos (como una descarga): ${fmt(performance.now() - t0)} ms, ${fmt(pageCount(pdf))} páginas, ${fmt(pdf.length / 2 ** 20, 2)} MB`,
  );
  say(`Objetivo: la justificación de XL en menos de 10 s. Carga media al terminar (1, 5, 15 min): ${load()}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
