/**
 * The stored files of a simulation or a previous study, found by their owner's id in their keys (every kind of
 * file names its owner: `solution-{id}-v{n}.xlsx`, `justification-{id}-v{n}-{digest}.pdf`, `formulario-{id}-….xlsx`, the
 * uploads and templates of the imports), and of an agreement (`agreement-{id}.pdf`).
 *
 * Removal always follows the commit that deleted (or superseded) the rows: a crash in between leaves only files
 * without a row, never a row without its file, and `sweepOrphanFiles` (hourly, with the housekeeping) removes those.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStorage } from './port';
import { existingOwners } from './owner-repository';

const IMPORT_KINDS = ['centers', 'subrogates'] as const;

/** The key prefixes of every file a simulation or previous study may own. */
export function ownedPrefixes(ownerId: string): string[] {
  return [
    `solution-${ownerId}-`,
    `justification-${ownerId}-`,
    `formulario-${ownerId}-`,
    `simform-${ownerId}-`,
    ...IMPORT_KINDS.flatMap((kind) => [`simimport-${kind}-${ownerId}-`, `simtemplate-${kind}-${ownerId}.`]),
  ];
}

/** Every stored file of these owners (simulations, previous studies), except the keys `keep` says to keep. */
export async function removeOwnedFiles(
  storage: FileStorage,
  ownerIds: readonly string[],
  keep: (key: string) => boolean = () => false,
): Promise<number> {
  let removed = 0;
  for (const id of ownerIds) {
    for (const prefix of ownedPrefixes(id)) {
      for (const { key } of await storage.list(prefix)) {
        if (keep(key)) continue;
        await storage.remove(key);
        removed++;
      }
    }
  }
  return removed;
}

/**
 * After a re-cost or a new launch: the solution workbooks and justification PDFs of other versions than `version`
 * (all of them when null: a new launch starts the versions again), and every Formulario but `formularioKey`. An
 * old link to one of them answers 404 from then on.
 */
export async function removeSupersededDocuments(
  storage: FileStorage,
  ownerId: string,
  keep: { version: number | null; formularioKey: string | null },
): Promise<number> {
  const kept = new Set([keep.formularioKey, ...(keep.version === null ? [] : [`solution-${ownerId}-v${keep.version}.xlsx`])]);
  // a version's justification is keyed by the version and a digest of the grounds and cover it printed
  const keptPdf = (key: string) => keep.version !== null && key.startsWith(`justification-${ownerId}-v${keep.version}-`);
  let removed = 0;
  for (const prefix of [`solution-${ownerId}-`, `justification-${ownerId}-`, `formulario-${ownerId}-`]) {
    for (const { key } of await storage.list(prefix)) {
      if (kept.has(key) || keptPdf(key)) continue;
      await storage.remove(key);
      removed++;
    }
  }
  return removed;
}

/**
 * After a justification was built under `key`: the PDFs of the same owner and version printed with other grounds or
 * cover (another digest), once older than `graceMs` (a link handed out a moment ago may still be downloading).
 */
export async function removeOtherJustifications(
  storage: FileStorage,
  ownerId: string,
  version: number,
  key: string,
  now: Date,
  graceMs = 15 * 60 * 1000,
): Promise<number> {
  let removed = 0;
  for (const file of await storage.list(`justification-${ownerId}-v${version}-`)) {
    if (file.key === key || now.getTime() - file.modified.getTime() <= graceMs) continue;
    await storage.remove(file.key);
    removed++;
  }
  return removed;
}

const SWEPT_PREFIXES = ['solution-', 'justification-', 'formulario-', 'simform-', 'simtemplate-', 'simimport-', 'agreement-'];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * Removes the files whose owner no longer exists (a process that stopped between a deletion's commit and the
 * removal of its files), once they are older than `graceMs` (an upload in flight has its row already; the grace
 * only spares files written a moment ago). Returns how many were removed.
 */
export async function sweepOrphanFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
  graceMs = 60 * 60 * 1000,
): Promise<number> {
  let removed = 0;
  for (const prefix of SWEPT_PREFIXES) {
    const files = (await storage.list(prefix)).filter((f) => now.getTime() - f.modified.getTime() > graceMs);
    const owners = [...new Set(files.map((f) => UUID.exec(f.key)?.[0]?.toLowerCase()).filter((id): id is string => !!id))];
    if (owners.length === 0) continue;
    const alive = new Set(await existingOwners(db, prefix === 'agreement-' ? 'agreement' : 'simulation-or-study', owners));
    for (const f of files) {
      const owner = UUID.exec(f.key)?.[0]?.toLowerCase();
      if (owner && !alive.has(owner)) {
        await storage.remove(f.key);
        removed++;
      }
    }
  }
  // A PLACSP notice uploaded for an import that never came (the import removes its file): it owns nothing.
  for (const f of await storage.list('placsp-')) {
    if (now.getTime() - f.modified.getTime() > graceMs) {
      await storage.remove(f.key);
      removed++;
    }
  }
  return removed;
}

/**
 * Runs a removal after its rows' commit, never failing the call that committed: a file left behind is an orphan
 * (the sweep removes it) or a superseded document (the next re-cost removes it).
 */
export async function afterCommit(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.warn(`files: ${what} left files behind`, error);
  }
}
