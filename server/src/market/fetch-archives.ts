/**
 * The Plataforma's monthly open-data award archives (docs/market.md, "The scheduled fetch"): each month's ZIP of ATOM
 * pages is downloaded under the notice fetch's host rule (placsp-address.ts: https on port 443, exactly the
 * Plataforma's hosts), streamed to a temporary file with a size bound, and imported with `importAwards`. The months
 * imported are remembered (`market_fetch`, migration 0027): a past month is fetched once, the current month again
 * each day (its archive grows during the month).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Kysely } from 'kysely';
import { formatNumber } from '@licita/domain';
import type { Database } from '../db/schema';
import { fetchedMonths, recordFetchedMonth } from './fetch-repository';
import type { PlacspTransport } from '../placsp/fetch';
import { placspUrl } from '../placsp/placsp-address';
import { PlacspFileError } from '../placsp/xml-tree';
import { importAwards } from './import-awards';

/** A size bound the Spanish way: whole MB ("2.048 MB"), or bytes under one. */
function sizeText(bytes: number): string {
  return bytes >= 1024 ** 2 ? `${formatNumber(bytes / 1024 ** 2, 0)} MB` : `${formatNumber(bytes, 0)} bytes`;
}

/** An archive is hundreds of MB; beyond this it is refused (and the temporary file removed). */
export const MAX_ARCHIVE_BYTES = 2 * 1024 ** 3;
const ARCHIVE_TIMEOUT_MS = 60 * 60_000;

export interface FetchArchivesOptions {
  /** The address of a month's archive, `{yyyymm}` standing for the month (PLACSP_AWARDS_URL). */
  urlTemplate: string;
  /** Months looked at: the current one and the ones before it (PLACSP_AWARDS_MONTHS). */
  months: number;
  now: Date;
  transport?: PlacspTransport;
  log?: (message: string) => void;
  maxBytes?: number;
}

/** 'YYYY-MM' of the `months` months up to `now`'s (UTC), oldest first. */
export function monthsUpTo(now: Date, months: number): string[] {
  const out: string[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** A month's archive address, refused unless it is one of the Plataforma's (the notice fetch's host rule). */
export function archiveUrl(template: string, month: string): URL {
  const text = template.replaceAll('{yyyymm}', month.replace('-', ''));
  const u = placspUrl(text);
  if (!u)
    throw new PlacspFileError(
      `La dirección de los archivos de adjudicaciones (PLACSP_AWARDS_URL) no es de la Plataforma de Contratación del Sector Público: ${text}. Solo se consultan por https los servidores contrataciondelestado.es y contrataciondelsectorpublico.gob.es.`,
    );
  return u;
}

/** Whether the current month's archive was imported today: nothing is left to fetch until tomorrow. */
export async function fetchedToday(db: Kysely<Database>, now: Date): Promise<boolean> {
  const [month] = monthsUpTo(now, 1);
  const last = (await fetchedMonths(db, [month!])).get(month!);
  return !!last && sameUtcDay(last, now);
}

const sameUtcDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/**
 * Fetches and imports the months not imported yet (and the current month once a day); the months imported now.
 * A month the Plataforma does not publish (404) is skipped; any other error stops the run (the next one resumes).
 */
export async function fetchArchives(db: Kysely<Database>, o: FetchArchivesOptions): Promise<string[]> {
  const months = monthsUpTo(o.now, o.months);
  const urls = months.map((m) => archiveUrl(o.urlTemplate, m)); // refused before any request
  const done = await fetchedMonths(db, months);
  const current = months.at(-1);
  const imported: string[] = [];
  for (const [i, month] of months.entries()) {
    const last = done.get(month);
    if (last && (month !== current || sameUtcDay(last, o.now))) continue;
    const dir = await mkdtemp(join(tmpdir(), 'placsp-awards-'));
    try {
      const file = join(dir, `${month.replace('-', '')}.zip`);
      if (!(await download(urls[i], file, o.transport ?? fetch, o.maxBytes ?? MAX_ARCHIVE_BYTES))) {
        o.log?.(`market-fetch: la Plataforma no publica el archivo de ${month} (${urls[i].href})`);
        continue;
      }
      const totals = await importAwards(db, [file]);
      await recordFetchedMonth(db, { month, fetched_at: o.now, entries: totals.entries, lots: totals.lots });
      imported.push(month);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return imported;
}

/** Streams the archive to `file`, at most `maxBytes`; false when the Plataforma has none (404). */
async function download(address: URL, file: string, transport: PlacspTransport, maxBytes: number): Promise<boolean> {
  let response: Response;
  try {
    response = await transport(address, { redirect: 'error', signal: AbortSignal.timeout(ARCHIVE_TIMEOUT_MS) });
  } catch (error) {
    throw new PlacspFileError(`No se pudo descargar ${address.href} de la Plataforma.`, { cause: error });
  }
  if (response.status === 404) {
    await response.body?.cancel().catch(() => {});
    return false;
  }
  if (!response.ok || !response.body)
    throw new PlacspFileError(`La Plataforma respondió ${response.status} al pedir ${address.href}.`);
  const tooLarge = () => new PlacspFileError(`El archivo ${address.href} ocupa más de ${sizeText(maxBytes)}.`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body.cancel().catch(() => {});
    throw tooLarge();
  }
  let size = 0;
  await pipeline(
    Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > maxBytes) throw tooLarge();
        yield chunk;
      }
    },
    createWriteStream(file),
  );
  return true;
}
