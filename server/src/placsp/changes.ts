/**
 * 'Actualizar desde la Plataforma': what a later version of a tender's notice changes against what the tender keeps
 * from the version it was imported from (or last updated from). Pure: the values are the Spanish texts the dialog
 * shows, so the preparer compares what they read on the notice.
 */
import type { Schemas } from '../contract';
import { formatNumber, moneyText, NOTICE_LABELS, TENDER_DATA_LABELS } from '@licita/domain';
import { lotCriteria, priceWeight, type AwardCriterion, type NoticeLot, type PlacspNotice } from './notice';
import { tenderFieldsOf, type TenderFields } from './tender-fields';
import { importLimits, within } from './import-limits';

export type ValueChange = Schemas['PlacspValueChange'];
export type LotChange = Schemas['PlacspLotChange'];
export type CriterionChange = Schemas['PlacspCriterionChange'];

const money = (n: number | null) => (n === null ? null : moneyText(n));
const months = (n: number | null) => (n === null ? null : `${formatNumber(n, 0)} meses`);
const points = (n: number | null) => (n === null ? null : formatNumber(n, n % 1 ? 2 : 0));
const date = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : null);
const deadline = (d: PlacspNotice['submission_deadline']) =>
  [date(d.date), d.time?.slice(0, 5)].filter(Boolean).join(' ') || null;
const text = (s: string | null | undefined) => (s === undefined || s === null || s === '' ? null : s);

function change(field: string, label: string, current: string | null, incoming: string | null): ValueChange[] {
  return current === incoming ? [] : [{ field, label, current, incoming }];
}

const TENDER_LABELS: Record<keyof TenderFields, [string, (v: never) => string | null]> = {
  name: ['Nombre (objeto del contrato)', text],
  contracting_authority: [TENDER_DATA_LABELS.contracting_authority, text],
  file_number: ['Expediente', text],
  estimated_value: ['Valor estimado', money],
  extension_months: ['Prórrogas', months],
};

/**
 * The tender's fields the new notice changes: only a field whose value in the notice changed to a value (a value the
 * preparer edited by hand stays unless the notice itself changes it; one the notice drops is kept); `current` is the
 * tender's value now.
 */
export function tenderFieldChanges(tenderNow: TenderFields, stored: PlacspNotice, incoming: PlacspNotice): ValueChange[] {
  const before = tenderFieldsOf(stored);
  const after = tenderFieldsOf(incoming);
  return (Object.keys(TENDER_LABELS) as Array<keyof TenderFields>).flatMap((k) => {
    const [label, show] = TENDER_LABELS[k] as [string, (v: unknown) => string | null];
    if (after[k] === null || show(before[k]) === show(after[k])) return [];
    return change(k, label, show(tenderNow[k]), show(after[k]));
  });
}

/** The notice's own facts the tender page shows (budgets, duration, deadline, status, CPV). */
export function noticeFactChanges(stored: PlacspNotice, incoming: PlacspNotice): ValueChange[] {
  const facts: Array<[string, string, (n: PlacspNotice) => string | null]> = [
    ['budget_without_vat', NOTICE_LABELS.budgetWithoutVat, (n) => money(n.budget_without_vat)],
    ['budget_with_vat', NOTICE_LABELS.budgetWithVat, (n) => money(n.budget_with_vat)],
    ['duration_months', 'Duración', (n) => months(n.duration_months)],
    ['submission_deadline', NOTICE_LABELS.submissionDeadline, (n) => deadline(n.submission_deadline)],
    ['status', 'Estado', (n) => text(n.status?.label ?? n.status?.code)],
    ['cpv_codes', 'CPV', (n) => text(n.cpv_codes.join(', '))],
  ];
  return facts.flatMap(([field, label, show]) => change(field, label, show(stored), show(incoming)));
}

const criteriaText = (cs: readonly AwardCriterion[]) =>
  text(cs.map((c) => `${c.name} (${points(c.weight) ?? 'sin puntos'})`).join(' · '));

const lotMaps = new WeakMap<PlacspNotice, Map<string, NoticeLot>>();
/** The notice's lots by id (the first of an id), built once per notice: matching stays linear in the lots. */
function lotsById(notice: PlacspNotice): Map<string, NoticeLot> {
  let byId = lotMaps.get(notice);
  if (!byId) {
    byId = new Map();
    for (const lot of notice.lots) if (!byId.has(lot.id)) byId.set(lot.id, lot);
    lotMaps.set(notice, byId);
  }
  return byId;
}

/** Lots added, removed, or whose name, budgets or own criteria changed. */
export function lotChanges(stored: PlacspNotice, incoming: PlacspNotice): LotChange[] {
  const out: LotChange[] = [];
  const before = lotsById(stored);
  const after = lotsById(incoming);
  for (const lot of incoming.lots) {
    const old = before.get(lot.id);
    if (!old) {
      out.push({ id: lot.id, name: lot.name, change: 'added', values: [] });
      continue;
    }
    const values = [
      ...change('name', 'Nombre', text(old.name), text(lot.name)),
      ...change(
        'budget_without_vat',
        NOTICE_LABELS.lotBudgetWithoutVat,
        money(old.budget_without_vat),
        money(lot.budget_without_vat),
      ),
      ...change('budget_with_vat', NOTICE_LABELS.lotBudgetWithVat, money(old.budget_with_vat), money(lot.budget_with_vat)),
      ...change('criteria', 'Criterios propios del lote', criteriaText(old.criteria), criteriaText(lot.criteria)),
    ];
    if (values.length) out.push({ id: lot.id, name: lot.name, change: 'changed', values });
  }
  for (const old of stored.lots) if (!after.has(old.id)) out.push({ id: old.id, name: old.name, change: 'removed', values: [] });
  return out;
}

const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
const sameCriterion = (a: AwardCriterion, b: AwardCriterion) =>
  a.weight === b.weight && a.kind === b.kind && a.is_price === b.is_price && a.formula === b.formula;

/** The tender's award criteria against the notice's, matched by name. */
export function criterionChanges(current: readonly AwardCriterion[], incoming: readonly AwardCriterion[]): CriterionChange[] {
  const out: CriterionChange[] = [];
  const now = new Map<string, AwardCriterion>();
  for (const c of current) if (!now.has(key(c.name))) now.set(key(c.name), c);
  const next = new Set(incoming.map((c) => key(c.name)));
  for (const c of incoming) {
    const old = now.get(key(c.name));
    if (!old) out.push({ name: c.name, change: 'added', current: null, incoming: c });
    else if (!sameCriterion(old, c)) out.push({ name: c.name, change: 'changed', current: old, incoming: c });
  }
  for (const old of current)
    if (!next.has(key(old.name))) out.push({ name: old.name, change: 'removed', current: old, incoming: null });
  return out;
}

/** The budget and price weight a simulation created from `lotId` (null: the whole tender) takes from the notice; null when the lot is gone. */
export function lotBidValues(
  notice: PlacspNotice,
  lotId: string | null,
): { tender_budget: number | null; max_points: number | null } | null {
  let lot: NoticeLot | null = null;
  if (lotId !== null) {
    lot = lotsById(notice).get(lotId) ?? null;
    if (!lot) return null;
  }
  const limits = importLimits();
  return {
    tender_budget: within(lot ? lot.budget_without_vat : notice.budget_without_vat, limits.tender_budget),
    max_points: within(priceWeight(lotCriteria(notice, lot)), limits.max_points),
  };
}

/** The bid values that would change: only to a value the notice gives (an empty one never clears the preparer's). */
export function bidChanges(
  now: { tender_budget: number | null; max_points: number | null },
  next: { tender_budget: number | null; max_points: number | null },
): ValueChange[] {
  return [
    ...(next.tender_budget !== null
      ? change('tender_budget', NOTICE_LABELS.budgetWithoutVat, money(now.tender_budget), money(next.tender_budget))
      : []),
    ...(next.max_points !== null
      ? change('price_score.max_points', NOTICE_LABELS.priceMaxPoints, points(now.max_points), points(next.max_points))
      : []),
  ];
}
