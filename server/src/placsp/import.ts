/**
 * 'Importar desde la Plataforma': the notice's file (uploaded, sent as text or, where allowed, fetched), its
 * notices, and the tender made from one of them with a simulation per chosen lot, in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Schemas } from '../contract';
import { addUploadRule, KEY_PATTERN } from '../files/port';
import type { FileStorage } from '../files/port';
import { badRequest } from '../http/errors';
import { SIMULATION_DEFAULTS, UNCHOSEN_LOTS_MAX, formatNumber } from '@licita/domain';
import { noticeFileProblem, readNoticesInThread } from './notice-reader';
import type { PlacspNotice } from './notice';
import { PlacspFileError } from './xml-tree';
import type { NoticeLot } from './notice';
import { lotBidValues } from './changes';
import { MAX_XML_BYTES } from './xml-tree';
import { fetchNotice, type PlacspTransport } from './fetch';
import { tenderFieldsOf } from './tender-fields';
import { cutTo } from './imported-text';
import { importLimits, within } from './import-limits';
import { insertImportedTender, setImportSource } from './import-repository';
import { insertSimulation } from '../simulations/repository';
import { FILE_KINDS } from '../files/kinds';
import { placeLocality } from './place-locality';
import { splitAwards } from './awards';

export const UPLOAD_PREFIX = FILE_KINDS.placspUpload.prefix;

addUploadRule(UPLOAD_PREFIX, {
  contentTypes: ['application/octet-stream'],
  maxBytes: MAX_XML_BYTES,
  typeMessage: 'Solo se admiten anuncios de la Plataforma de Contratación guardados como .atom o .xml',
  check: noticeFileProblem,
});

/** The key of a new upload: it names the workspace, so another workspace's id is refused. */
export const uploadKeyFor = (workspaceId: string) => `${UPLOAD_PREFIX}${workspaceId}-${randomUUID()}.xml`;

const UPLOAD_GONE = 'El archivo del anuncio no está subido o ha caducado: súbalo de nuevo.';

/** The bytes of the source a body names (exactly one of upload_id, xml, url). */
export async function sourceBytes(
  storage: FileStorage,
  workspaceId: string,
  body: Schemas['PlacspSource'],
  fetchAllowed: boolean,
  transport?: PlacspTransport,
): Promise<Uint8Array> {
  const given = [body.upload_id, body.xml, body.url].filter((v) => v !== undefined && v !== '').length;
  if (given !== 1) throw badRequest('Indique el archivo del anuncio (o su dirección en la Plataforma)', 'upload_id');
  try {
    if (body.url) return await fetchNotice(body.url, fetchAllowed, transport);
  } catch (e) {
    if (e instanceof PlacspFileError) throw badRequest(e.message, 'url');
    throw e;
  }
  // text, already decoded: sent as UTF-8 with its BOM, which wins over whatever encoding its declaration names
  if (body.xml !== undefined) return new TextEncoder().encode(`\uFEFF${body.xml.replace(/^\uFEFF/, '')}`);
  const key = body.upload_id!;
  if (!KEY_PATTERN.test(key) || !key.startsWith(`${UPLOAD_PREFIX}${workspaceId}-`)) throw badRequest(UPLOAD_GONE, 'upload_id');
  const file = await storage.get(key);
  if (!file) throw badRequest(UPLOAD_GONE, 'upload_id');
  return file.data;
}

/** The notices of the bytes (read in the notice thread), or a 400 with the Spanish reason. */
export async function noticesOf(data: Uint8Array, field: string): Promise<PlacspNotice[]> {
  try {
    return await readNoticesInThread(data);
  } catch (e) {
    if (e instanceof PlacspFileError) throw badRequest(e.message, field);
    throw e;
  }
}

/**
 * The lots a body chooses, or a 400 naming the one the notice lacks. Left out, every lot of a notice of at most
 * UNCHOSEN_LOTS_MAX; for a larger one the preparer picks them (400 on `lots`), so an import never creates more
 * simulations than asked for.
 */
export function chosenLots(notice: PlacspNotice, ids: string[] | undefined): NoticeLot[] {
  if (ids === undefined) {
    if (notice.lots.length > UNCHOSEN_LOTS_MAX)
      throw badRequest(
        `El anuncio tiene ${formatNumber(notice.lots.length, 0)} lotes: elija los lotes que quiere simular (una simulación por lote).`,
        'lots',
      );
    return notice.lots;
  }
  const known = new Set(notice.lots.map((l) => l.id));
  for (const [i, id] of ids.entries())
    if (!known.has(id)) throw badRequest(`El lote «${id}» no está en el anuncio`, `lots[${i}]`);
  const chosen = new Set(ids);
  return notice.lots.filter((l) => chosen.has(l.id));
}

/** The name of a lot's simulation (also how a tender imported before the lot link was kept finds them). */
export function simulationName(lot: NoticeLot | null, taken: Set<string>): string {
  let base = 'Licitación completa';
  if (lot) base = lot.name && /^lote\b/i.test(lot.name) ? lot.name : `Lote ${lot.id}${lot.name ? `: ${lot.name}` : ''}`;
  // 240 characters (as before: tenders imported before the lot link was kept are matched by these names), room
  // left for the " (n)" that tells apart two lots of the same name
  base = cutTo(base, importLimits().text.simulation_name - 15);
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base} (${i})`;
  taken.add(name);
  return name;
}

/** Creates the tender and its simulations; returns their ids. Nothing is written when anything fails. */
export async function importNotice(
  db: Kysely<Database>,
  workspaceId: string,
  notice: PlacspNotice,
  lots: NoticeLot[],
  now: Date,
) {
  const fields = tenderFieldsOf(notice);
  const tender = {
    ...fields,
    name: fields.name ?? 'Licitación importada de la Plataforma',
    lot: lots.length === 1 ? cutTo(lots[0].id, importLimits().text.lot) : null,
  };
  const filled = Object.entries(tender)
    .filter(([, v]) => v !== null)
    .map(([k]) => k);
  const duration = within(notice.duration_months, importLimits().service_duration);
  const targets: Array<NoticeLot | null> = notice.lots.length === 0 ? [null] : lots;
  const { stored, award_results } = splitAwards(notice);
  return db.transaction().execute(async (trx) => {
    const id = await insertImportedTender(trx, {
      workspace_id: workspaceId,
      ...tender,
      award_criteria: JSON.stringify(notice.criteria),
      award_results,
      updated_at: now,
    });
    const taken = new Set<string>();
    const simulationIds: string[] = [];
    const made: NonNullable<Schemas['PlacspImportSource']['simulations']> = [];
    for (const lot of targets) {
      const { tender_budget: budget, max_points: weight } = lotBidValues(notice, lot ? lot.id : null)!;
      const bid = {
        ...(budget !== null ? { tender_budget: budget } : {}),
        ...(weight !== null ? { price_score: { max_points: weight, formula: 'proportional' as const } } : {}),
      };
      const simulationId = await insertSimulation(trx, {
        project_id: id,
        name: simulationName(lot, taken),
        social_security: SIMULATION_DEFAULTS.social_security,
        absenteeism_rate: SIMULATION_DEFAULTS.absenteeism_rate,
        service_duration: duration,
        bid: Object.keys(bid).length ? JSON.stringify(bid) : null,
        updated_at: now,
      });
      simulationIds.push(simulationId);
      made.push({ simulation_id: simulationId, lot: lot ? lot.id : null });
    }
    // Which simulation came from which lot: an update from a later notice follows each lot's budget and price weight.
    const source: Schemas['PlacspImportSource'] = {
      notice: stored,
      imported_at: now.toISOString(),
      filled_fields: filled,
      simulations: made,
    };
    await setImportSource(trx, id, JSON.stringify(source));
    // the place of performance becomes a locality of the workspace, with its province's NUTS code
    await placeLocality(trx, workspaceId, notice.place);
    return { id, simulation_ids: simulationIds };
  });
}
