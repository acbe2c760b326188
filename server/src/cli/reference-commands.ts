/**
 * The operator's commands on reference agreements (docs/reference-agreements.md), run by `npm run admin -- …`:
 * `load-reference-agreement --file F` loads a file (a new version of its base, or a correction of the same
 * version) and `verify-reference-agreement --regcon C --by NOMBRE [--date AAAA-MM-DD]` marks one checked against
 * its bulletin. Neither writes a workspace's own agreements.
 */
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  ReferenceLoadError,
  checkedReferenceFile,
  loadReferenceAgreement,
  verifyReferenceAgreement,
} from '../agreements/reference-load';

const ACTIONS = { created: 'añadido', 'new-version': 'actualizado a una versión nueva', corrected: 'corregido' } as const;

/** Reads, checks and loads a reference file; the line the command prints. */
export async function loadReferenceCommand(db: Kysely<Database>, path: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new ReferenceLoadError(`No se puede leer el fichero ${path}`);
  }
  let contents: unknown;
  try {
    contents = JSON.parse(text);
  } catch {
    throw new ReferenceLoadError(`${path}: no es un JSON válido`);
  }
  const outcome = await loadReferenceAgreement(db, checkedReferenceFile(contents, path));
  return `Convenio de referencia «${outcome.name}» ${ACTIONS[outcome.action]} (versión ${outcome.version})`;
}

/** Marks a reference agreement checked by `by` on `date` (today when absent); the line the command prints. */
export async function verifyReferenceCommand(
  db: Kysely<Database>,
  options: { regcon: string; by: string; date?: string },
  now: Date,
): Promise<string> {
  const date = options.date ?? now.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new ReferenceLoadError('--date debe ser una fecha AAAA-MM-DD');
  const done = await verifyReferenceAgreement(db, options.regcon, { by: options.by, date });
  return `Convenio de referencia «${done.name}» (versión ${done.version}) comprobado con el boletín por ${options.by} el ${date}`;
}
