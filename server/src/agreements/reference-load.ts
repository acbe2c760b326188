/**
 * Loading reference agreements (docs/reference-agreements.md): the files shipped in server/src/seed/reference-agreements
 * (migration 0025 wrote the rows this loader made of them, frozen) and the ones an operator loads with
 * `npm run admin -- load-reference-agreement`. A file becomes the shared agreement `base_id` (workspace_id null, so
 * every workspace sees it read-only and may duplicate it); a newer version replaces its figures, the same version
 * corrects them, an older one is refused. Workspaces' own agreements, their copies included, are never written.
 */
import { isLeft } from 'fp-ts/lib/Either.js';
import { Transaction, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import * as repo from './repository';
import { categoryColumnsOf, columnsOf, CATEGORY_IN_USE } from './service';
import { decodeReferenceFile, referenceSave, type ReferenceAgreementFile, type Verification } from './reference-file';
// Imported, not read from disk: the compiled server carries them in its bundle. The test of migration 0025 loads
// them again to show the migration's frozen rows are this loader's.
import madrid from '../seed/reference-agreements/madrid-limpieza-v1.json' with { type: 'json' };
import catalunya from '../seed/reference-agreements/catalunya-limpieza-v1.json' with { type: 'json' };
import sevilla from '../seed/reference-agreements/sevilla-limpieza-v1.json' with { type: 'json' };
import valencia from '../seed/reference-agreements/valencia-limpieza-v1.json' with { type: 'json' };
import bizkaia from '../seed/reference-agreements/bizkaia-limpieza-v1.json' with { type: 'json' };

export const BUNDLED_REFERENCE_FILES: [name: string, contents: unknown][] = [
  ['madrid-limpieza-v1.json', madrid],
  ['catalunya-limpieza-v1.json', catalunya],
  ['sevilla-limpieza-v1.json', sevilla],
  ['valencia-limpieza-v1.json', valencia],
  ['bizkaia-limpieza-v1.json', bizkaia],
];

export class ReferenceLoadError extends Error {}

export type LoadOutcome = { id: string; name: string; version: number; action: 'created' | 'new-version' | 'corrected' };

/** What a reference agreement shows beside its figures (the `reference` column). */
const referenceInfo = (file: ReferenceAgreementFile) => ({
  territory: file.territory,
  text: file.text,
  other_sources: file.other_sources,
  validity_note: file.validity.note,
  working_time_note: file.working_time.note,
  missing: file.missing,
  notes: file.notes,
});

/** Decodes a file's contents; its problems, each naming the field, as one error. */
export function checkedReferenceFile(contents: unknown, fileName: string): ReferenceAgreementFile {
  const decoded = decodeReferenceFile(contents, fileName);
  if (isLeft(decoded)) throw new ReferenceLoadError(decoded.left.join('\n'));
  return decoded.right;
}

/** Loads one reference file as its shared agreement (see the module's comment); its categories are kept by name. */
export async function loadReferenceAgreement(db: Kysely<Database>, file: ReferenceAgreementFile): Promise<LoadOutcome> {
  const save = referenceSave(file);
  return inTransaction(db, async (trx) => {
    const existing = await repo.findAgreement(trx, file.base_id);
    if (existing && existing.workspace_id !== null)
      throw new ReferenceLoadError(`base_id: ${file.base_id} es un convenio de un espacio de trabajo, no uno de referencia`);
    const stored = existing?.reference_version ?? 0;
    if (file.version < stored)
      throw new ReferenceLoadError(
        `version: el convenio «${existing!.name}» ya tiene la versión ${stored}, posterior a ${file.version}`,
      );
    const byName = new Map(
      (existing ? await repo.categoriesOf(trx, existing.id) : []).map((c) => [c.professional_category, c.id]),
    );
    const columns = {
      ...columnsOf(save, existing),
      reference_version: file.version,
      verified: file.verified ? JSON.stringify(file.verified) : null,
      reference: JSON.stringify(referenceInfo(file)),
    };
    await repo.writeSharedAgreement(trx, file.base_id, columns, existing !== undefined);
    const categories = categoryColumnsOf(save.categories).map((c) => {
      const id = byName.get(c.professional_category);
      return id ? { ...c, id } : c;
    });
    const gone = await repo.writeCategories(trx, file.base_id, categories);
    if ((await repo.categoriesInUse(trx, gone)).size) throw new ReferenceLoadError(`categories: ${CATEGORY_IN_USE}`);
    await repo.deleteCategories(trx, gone);
    await repo.writeReferenceVersion(trx, file.base_id, file.version, file);
    const action = !existing ? 'created' : file.version > stored ? 'new-version' : 'corrected';
    return { id: file.base_id, name: save.name, version: file.version, action };
  });
}

/** `work` in a transaction: the one `db` is (a migration's), or a new one. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db instanceof Transaction ? work(db) : db.transaction().execute(work);
}

/** Marks the reference agreement with that REGCON code checked against its bulletin by `by` on `date`. */
export async function verifyReferenceAgreement(db: Kysely<Database>, regcon: string, verified: Verification) {
  const [row, ...others] = await repo.findReference(db, { regcon });
  if (!row) throw new ReferenceLoadError(`No hay ningún convenio de referencia con el código REGCON ${regcon}`);
  if (others.length) throw new ReferenceLoadError(`Hay varios convenios de referencia con el código REGCON ${regcon}`);
  await repo.setVerified(db, row.id, verified);
  return { id: row.id, name: row.name, version: row.reference_version! };
}
