/**
 * A workspace's copy of a reference agreement and the newer versions of its base (docs/reference-agreements.md,
 * "A copy and the new tables"): what changed since the version the copy holds, and applying it when the workspace
 * asks. The base's row always holds its latest version (the loader writes it), so both read it. Simulations already
 * computed are never written: their solutions keep the snapshot of the agreement they used.
 */
import { agreementBaseChanges, type AgreementBaseChanges } from '@licita/domain';
import type { Schemas } from '../contract';
import type { CallContext } from '../http/context';
import { conflict, forbidden, notFound } from '../http/errors';
import { requirePermission } from '../access';
import { storageOf } from '../files/storage';
import * as repo from './repository';
import type { AgreementRow } from './repository';
import { pdfKey, readable, toAgreement } from './service';

export const NOT_A_COPY = 'El convenio no es una copia de un convenio de referencia';
export const VERSION_CHANGED =
  'Se ha cargado otra versión del convenio de referencia: vuelve a abrir el convenio para ver sus cambios';
/** The base of a copy (a workspace's agreement holding a version of a shared reference agreement); 404 for any other. */
function referenceBase(row: AgreementRow, base: AgreementRow | undefined): AgreementRow & { reference_version: number } {
  if (row.workspace_id === null || row.reference_version === null || !base) throw notFound(NOT_A_COPY);
  if (base.workspace_id !== null || base.reference_version === null) throw notFound(NOT_A_COPY);
  return { ...base, reference_version: base.reference_version };
}

/** GET /agreement/{id}/base_changes: the copy's figures (before) against its base's latest version (after). */
export async function baseChanges(call: CallContext, id: string): Promise<AgreementBaseChanges> {
  const { row } = await readable(call, id);
  const db = call.deps.db;
  const base = referenceBase(row, row.agreement_base_id ? await repo.findAgreement(db, row.agreement_base_id) : undefined);
  const latest = await toAgreement(db, base, call.deps.now(), false);
  const loaded = await repo.referenceLoadedAt(db, base.id, base.reference_version);
  const head = {
    base_id: base.id,
    from_version: row.reference_version!,
    to_version: base.reference_version,
    source: latest.source,
    loaded_at: loaded?.toISOString() ?? null,
  };
  if (row.reference_version === base.reference_version) return { ...head, categories: [], terms: [], increments: [] };
  return { ...head, ...agreementBaseChanges(await toAgreement(db, row, call.deps.now(), false), latest) };
}

/**
 * POST /agreement/{id}/base_changes: the copy takes its base's latest figures, terms and version in one transaction
 * (its name and PDF stay). Categories are matched by name, so one in use keeps its id; one the new version no longer
 * has is removed, unless a simulation or previous study uses it: then it stays, last, with its figures.
 */
export async function applyBaseChanges(call: CallContext, id: string, toVersion: number): Promise<Schemas['Agreement']> {
  const { row, access } = await readable(call, id);
  if (row.workspace_id === null) throw forbidden();
  requirePermission(access, 'agreement', 'update');
  const { db } = call.deps;
  await db.transaction().execute(async (trx) => {
    const base = referenceBase(row, row.agreement_base_id ? await repo.lockedAgreement(trx, row.agreement_base_id) : undefined);
    if (base.reference_version !== toVersion) throw conflict(VERSION_CHANGED);
    if (row.reference_version === base.reference_version) return;
    await repo.overwriteFromBase(trx, row.id, base);
    const own = await repo.categoriesOf(trx, row.id);
    const byName = new Map(own.map((c) => [c.professional_category, c.id]));
    const latest = await repo.categoriesOf(trx, base.id);
    const dropped = own.filter((c) => !latest.some((l) => l.professional_category === c.professional_category));
    const used = await repo.categoriesInUse(
      trx,
      dropped.map((c) => c.id),
    );
    const categories = [
      ...latest.map((c) => ({
        ...repo.categoryCopy(c),
        ...(byName.has(c.professional_category) ? { id: byName.get(c.professional_category) } : {}),
      })),
      ...dropped.filter((c) => used.has(c.id)).map((c) => ({ ...repo.categoryCopy(c), id: c.id })),
    ];
    await repo.deleteCategories(trx, await repo.writeCategories(trx, row.id, categories));
  });
  const copy = (await repo.findAgreement(db, row.id))!;
  return toAgreement(db, copy, call.deps.now(), await storageOf(call.deps).exists(pdfKey(copy.id)));
}
