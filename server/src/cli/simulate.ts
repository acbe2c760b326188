/**
 * `npm run simulate -- FILE.json [--json] [--previous] [--no-milp]`
 *
 * Reads an engine input document, prints the events as they come and, with --json,
 * the results object (section 5) as the last line of standard output. A previous-study document
 * (`{ "previous_study": … }`) is recognised and computed with the light variant (section 6).
 * A malformed document gets a Spanish message naming every bad field, and exit code 1.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { simulate, previousStudy, InvalidDocumentError, EngineAbortedError, type EngineEvent } from '@licita/domain';
import { HighsSolver } from '../engine/highs-solver.js';
import { limitHeapGrowth } from '../engine/heap-growth.js';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

function formatEvent(e: EngineEvent): string {
  return `[${e.created.slice(11, 19)}] ${e.type_info.padEnd(5)} ${e.title}: ${e.description}`;
}

export async function runSimulateCli(
  argv: string[],
  io: CliIo = { out: (l) => process.stdout.write(`${l}\n`), err: (l) => process.stderr.write(`${l}\n`) },
): Promise<number> {
  const json = argv.includes('--json');
  const noMilp = argv.includes('--no-milp');
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) {
    io.err('Uso: npm run simulate -- FICHERO.json [--json]');
    return 1;
  }
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    io.err(`No se puede leer ${file}: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const ac = new AbortController();
  const onSig = () => ac.abort();
  process.once('SIGINT', onSig);
  // events go to standard output as they come; with --json the results object is the last line
  const log = io.out;
  try {
    const isPrevious = typeof doc === 'object' && doc !== null && 'previous_study' in doc;
    const onEvent = (e: EngineEvent) => log(formatEvent(e));
    const out = isPrevious
      ? previousStudy(doc, { clock: () => Date.now(), onEvent, signal: ac.signal })
      : await simulate(doc, {
          clock: () => Date.now(),
          onEvent,
          signal: ac.signal,
          solver: noMilp ? undefined : new HighsSolver(),
        });
    if (json) io.out(JSON.stringify(out.results));
    return 0;
  } catch (e) {
    if (e instanceof InvalidDocumentError) {
      io.err(`El documento ${file} no es válido:`);
      for (const m of e.errors) io.err(`  - ${m}`);
      return 1;
    }
    if (e instanceof EngineAbortedError) {
      io.err('Simulación cancelada');
      return 130;
    }
    io.err(`Error en la simulación: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return 1;
  } finally {
    process.removeListener('SIGINT', onSig);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  limitHeapGrowth();
  runSimulateCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
