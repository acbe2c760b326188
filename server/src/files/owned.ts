/**
 * The stored files of their owners, found by the owners' ids in their keys: every kind of file (./kinds.ts, the one
 * list of them) names its owners, a comparison workbook every simulation or study it compares.
 *
 * Removal always follows the commit that deleted (or superseded) the rows: a crash in between leaves only files
 * without a row, never a row without its file, and `sweepOrphanFiles` (hourly, with the housekeeping) removes those.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStorage } from './port';
import { existingOwners } from './owner-repository';
import { FILE_KINDS, STORED_FILE_KINDS, type FileOwnerKind } from './kinds';

/**
 * Every stored file of these owners (and the upload addresses handed out for them and never used), except the keys
 * `keep` says to keep. Deleting a simulation or a study also removes every comparison that compares it.
 */
export async function removeOwnedFiles(
  storage: FileStorage,
  ownerIds: readonly string[],
  keep: (key: string) => boolean = () => false,
  owner: FileOwnerKind = 'simulation-or-study',
): Promise<number> {
  let removed = 0;
  for (const kind of STORED_FILE_KINDS.filter((k) => k.owner === owner)) {
    for (const id of ownerIds.map((i) => i.toLowerCase())) {
      for (const prefix of kind.prefixesOf(id)) {
        const keys = [...(await storage.list(prefix)), ...(await storage.listUploadAddresses(prefix))].map((f) => f.key);
        for (const key of new Set(keys)) {
          if (keep(key) || !kind.owners(key).includes(id)) continue;
          await storage.remove(key);
          removed++;
        }
      }
    }
  }
  return removed;
}

/**
 * After a re-cost or a new launch: the solution workbooks and justification PDFs of other versions than `version`
 * (all of them when null: a new launch starts the versions again), the comparisons of those versions, and every
 * Formulario but `formularioKey`. An old link to one of them answers 404 from then on.
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
  for (const prefix of [FILE_KINDS.solution, FILE_KINDS.justification, FILE_KINDS.formulario].flatMap((k) =>
    k.prefixesOf(ownerId),
  )) {
    for (const { key } of await storage.list(prefix)) {
      if (kept.has(key) || keptPdf(key)) continue;
      await storage.remove(key);
      removed++;
    }
  }
  // the comparisons of this owner's other versions (a comparison key names each solution as `{s|p}{id}v{n}`)
  const current = keep.version === null ? null : new RegExp(`${ownerId}v${keep.version}(?:-|\\.xlsx$)`, 'i');
  for (const { key } of await storage.list(FILE_KINDS.comparison.prefix)) {
    if (!FILE_KINDS.comparison.owners(key).includes(ownerId.toLowerCase()) || current?.test(key)) continue;
    await storage.remove(key);
    removed++;
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

/**
 * The hourly sweep: removes the files whose owners no longer exist (a process that stopped between a deletion's
 * commit and the removal of its files) and the transient uploads nobody imported, once older than `graceMs` (an
 * upload in flight has its row already; the grace only spares files written a moment ago), and the records of
 * upload addresses never used once they have expired. Returns how many were removed.
 */
export async function sweepOrphanFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
  graceMs = 60 * 60 * 1000,
): Promise<number> {
  let removed = 0;
  for (const kind of STORED_FILE_KINDS) {
    const files = (await storage.list(kind.prefix)).filter((f) => now.getTime() - f.modified.getTime() > graceMs);
    const ids = [...new Set(files.flatMap((f) => kind.owners(f.key)))];
    const alive = new Set(ids.length ? await existingOwners(db, kind.owner, ids) : []);
    for (const f of files) {
      const owners = kind.owners(f.key);
      // a key naming no owner is no writer's: left alone
      if (!kind.transient && (owners.length === 0 || owners.every((id) => alive.has(id)))) continue;
      await storage.remove(f.key);
      removed++;
    }
    for (const address of await storage.listUploadAddresses(kind.prefix)) {
      if (address.expiresAt.getTime() >= now.getTime()) continue;
      await storage.remove(address.key);
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
