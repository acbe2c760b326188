/**
 * `npm run admin -- import-awards FILE…` (docs/market.md): ATOM pages and ZIP archives of them, streamed entry by
 * entry, stored in batches (a batch's entries and lots are the only ones held in memory). Loading a file again
 * stores nothing new: an entry is replaced only by a later `updated`.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PlacspFileError } from '../placsp/xml-tree';
import { awardEntryOf, type AwardEntry } from './award-entry';
import { analyseAwards, hasSummary, refreshSummary, storeEntries } from './award-repository';
import { atomEntries } from './entry-stream';
import { isZipFile, pageStream, zipPages } from './zip-pages';

const BATCH_ENTRIES = 500;
const PROGRESS_EVERY_MS = 1000;

export interface ImportTotals {
  /** ATOM entries read (with or without awards). */
  entries: number;
  /** Entries new or later than the stored version, whose lots were (re)placed. */
  stored: number;
  /** Awarded lots stored (those of the stored entries). */
  lots: number;
}

export const progressLine = (t: ImportTotals, file: string) =>
  `${basename(file)}: ${t.entries.toLocaleString('es-ES')} entradas leídas, ${t.stored.toLocaleString('es-ES')} nuevas o actualizadas, ${t.lots.toLocaleString('es-ES')} lotes adjudicados guardados`;

class AwardImport {
  readonly totals: ImportTotals = { entries: 0, stored: 0, lots: 0 };
  private batch: AwardEntry[] = [];
  private lastProgress = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly progress: (line: string) => void,
    private readonly now: () => number,
  ) {}

  async page(chunks: AsyncIterable<Uint8Array>, file: string): Promise<void> {
    for await (const entry of atomEntries(chunks)) {
      this.totals.entries += 1;
      const award = awardEntryOf(entry);
      // a copy: the entry's strings are slices of the page's text, and a batch holding them would keep every
      // chunk of text its entries came from alive (most of the import's heap growth, docs/performance.md)
      if (award) this.batch.push(structuredClone(award));
      if (this.batch.length >= BATCH_ENTRIES) await this.flush(file);
    }
  }

  async flush(file: string, force = false): Promise<void> {
    const stored = await storeEntries(this.db, this.batch.splice(0));
    this.totals.stored += stored.entries;
    this.totals.lots += stored.lots;
    if (force || this.now() - this.lastProgress >= PROGRESS_EVERY_MS) {
      this.lastProgress = this.now();
      this.progress(progressLine(this.totals, file));
    }
  }
}

/** One file (a page or an archive); its errors name the file, and the page inside the archive. */
async function importFile(run: AwardImport, file: string): Promise<void> {
  const where = (page?: string) => `«${basename(file)}»${page ? ` (${page})` : ''}`;
  let page: string | undefined;
  try {
    if (await isZipFile(file)) {
      for (const p of await zipPages(file)) {
        page = p.name;
        await run.page(await pageStream(file, p), file);
      }
    } else {
      await run.page(createReadStream(file, { highWaterMark: 256 * 1024 }), file);
    }
    await run.flush(file, true);
  } catch (e) {
    if (e instanceof PlacspFileError) throw new PlacspFileError(`${where(page)}: ${e.message}`);
    if (e instanceof Error && 'code' in e && e.code === 'ENOENT') throw new PlacspFileError(`${where()}: no existe.`);
    throw e;
  }
}

/** Imports the files in order; the totals of every file. */
export async function importAwards(
  db: Kysely<Database>,
  files: readonly string[],
  progress: (line: string) => void = () => {},
  now: () => number = Date.now,
): Promise<ImportTotals> {
  const run = new AwardImport(db, progress, now);
  for (const file of files) await importFile(run, file);
  if (run.totals.stored > 0) await analyseAwards(db);
  // storing emptied the summary; one never computed (lots stored before it existed) is computed by any import
  if (run.totals.stored > 0 || !(await hasSummary(db))) await refreshSummary(db);
  return run.totals;
}
