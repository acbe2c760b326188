/**
 * Every kind of file the storage holds, named in one place: the key prefix each writer uses, and what owns it, so
 * that deleting an owner, a re-cost and the hourly sweep (./owned.ts) reach every kind. A writer builds its keys
 * from these prefixes; a new kind of file is added here first.
 *
 * Each kind's key names its owners by id (UUIDs): a file is kept while all of them exist. Besides its files, the
 * storage keeps the download-name record of every upload address it handed out (`{key}.meta.json`); an address
 * never used leaves that record alone, removed with its owner or by the sweep once the address has expired.
 */

/** What the ids in a key are: simulations or previous studies, agreements, or a workspace. */
export type FileOwnerKind = 'simulation-or-study' | 'agreement' | 'workspace';

export interface StoredFileKind {
  prefix: string;
  owner: FileOwnerKind;
  /**
   * The owners a key names. Most keys name one (the first UUID); a comparison names every simulation or study it
   * compares; a PLACSP upload names its workspace, then a random id.
   */
  owners(key: string): string[];
  /** The prefixes listing one owner's files of this kind (the kind's own prefix when the owner is inside the key). */
  prefixesOf(ownerId: string): string[];
  /** Removed by the sweep once older than the grace even while its owner exists (an upload nobody imported). */
  transient?: boolean;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const allIds = (key: string) => (key.match(UUID) ?? []).map((id) => id.toLowerCase());
const firstId = (key: string) => allIds(key).slice(0, 1);

/** The spreadsheet imports (their uploads and templates name the kind before the owner). */
export const IMPORT_KINDS = ['centers', 'subrogates'] as const;

function kind(prefix: string, owner: FileOwnerKind, more: Partial<StoredFileKind> = {}): StoredFileKind {
  return { prefix, owner, owners: firstId, prefixesOf: (id) => [`${prefix}${id}-`], ...more };
}

export const FILE_KINDS = {
  /** `solution-{owner}-v{n}.xlsx`: a simulation's or study's solution workbook, per solution version. */
  solution: kind('solution-', 'simulation-or-study'),
  /** `justification-{owner}-v{n}-{digest}.pdf`: the offer's justification, per version and printed grounds. */
  justification: kind('justification-', 'simulation-or-study'),
  /** `formulario-{simulation}-{hash}.xlsx`: the Formulario exported from the simulation's inputs. */
  formulario: kind('formulario-', 'simulation-or-study'),
  /** `simform-{simulation}-{random}.xlsx`: a Formulario uploaded to import. */
  formularioUpload: kind('simform-', 'simulation-or-study'),
  /** `simimport-{kind}-{owner}-{random}.xlsx`: a centers or surrogates workbook uploaded to import. */
  importUpload: kind('simimport-', 'simulation-or-study', {
    prefixesOf: (id) => IMPORT_KINDS.map((k) => `simimport-${k}-${id}-`),
  }),
  /** `simtemplate-{kind}-{owner}.xlsx`: the workbook to fill for an import. */
  importTemplate: kind('simtemplate-', 'simulation-or-study', {
    prefixesOf: (id) => IMPORT_KINDS.map((k) => `simtemplate-${k}-${id}.`),
  }),
  /** `comparison-{s|p}{owner}v{n}-….xlsx`: the comparison of 2 to 4 solutions of a tender, per set of versions. */
  comparison: kind('comparison-', 'simulation-or-study', { owners: allIds, prefixesOf: () => ['comparison-'] }),
  /** `agreement-{agreement}.pdf`: an agreement's PDF. */
  agreementPdf: kind('agreement-', 'agreement', { prefixesOf: (id) => [`agreement-${id}.`] }),
  /** `placsp-{workspace}-{random}.xml`: a PLACSP notice uploaded to import; the import removes it. */
  placspUpload: kind('placsp-', 'workspace', { transient: true }),
} as const satisfies Record<string, StoredFileKind>;

export const STORED_FILE_KINDS: readonly StoredFileKind[] = Object.values(FILE_KINDS);

/** The kind of a key, or undefined for a key no writer makes. */
export function kindOfKey(key: string): StoredFileKind | undefined {
  return STORED_FILE_KINDS.find((k) => key.startsWith(k.prefix));
}
