/**
 * 'Actualizar desde la Plataforma': the awards and contract modifications a later notice adds, changes or drops,
 * against what the tender keeps (`award_results`, replaced whole when the notice is applied). Pure; the values are
 * the Spanish texts the dialog shows, as the tender page's 'Adjudicación' writes them.
 */
import type { Schemas } from '../contract';
import { AWARD_LABELS, formatNumber, moneyText, spanishDateText } from '@licita/domain';
import type { PlacspNotice } from './notice';

type AwardChange = Schemas['PlacspAwardChange'];
type ValueChange = Schemas['PlacspValueChange'];
type Award = Schemas['PlacspAward'];
type Modification = Schemas['PlacspContractModification'];
type Results = Pick<Schemas['PlacspAwardResults'], 'awards' | 'modifications'>;

const money = (n: number | null) => (n === null ? null : moneyText(n));
const count = (n: number | null) => (n === null ? null : formatNumber(n, 0));
const months = (n: number | null) => (n === null ? null : `${formatNumber(n, 0)} meses`);
const date = (iso: string | null) => (iso ? spanishDateText(iso.slice(0, 10)) : null);
const PRICE_KIND = { total: 'importe total', unit: 'precio unitario' } as const;

const AWARD_VALUES: Array<[string, string, (a: Award) => string | null]> = [
  ['date', 'Fecha de adjudicación', (a) => date(a.date)],
  ['winner', 'Adjudicataria', (a) => [a.winner.name, a.winner.id && `(${a.winner.id})`].filter(Boolean).join(' ') || null],
  ['bidders', 'Ofertas recibidas', (a) => count(a.bidders)],
  ['lowest_offer', AWARD_LABELS.lowestOffer, (a) => money(a.lowest_offer)],
  ['highest_offer', AWARD_LABELS.highestOffer, (a) => money(a.highest_offer)],
  [
    'amount_without_vat',
    AWARD_LABELS.amountWithoutVat,
    (a) => money(a.amount_without_vat) && `${money(a.amount_without_vat)}${a.price_kind ? ` (${PRICE_KIND[a.price_kind]})` : ''}`,
  ],
  ['amount_with_vat', 'Adjudicado con IVA', (a) => money(a.amount_with_vat)],
];

const MODIFICATION_VALUES: Array<[string, string, (m: Modification) => string | null]> = [
  ['contract_id', 'Contrato', (m) => m.contract_id],
  ['added_months', 'Plazo añadido', (m) => months(m.added_months)],
  ['final_months', 'Duración final', (m) => months(m.final_months)],
  ['amount_without_vat', 'Importe sin IVA', (m) => money(m.amount_without_vat)],
  ['final_amount_without_vat', 'Importe final sin IVA', (m) => money(m.final_amount_without_vat)],
  ['note', 'Nota', (m) => m.note],
];

/** Each value that differs (a new or dropped item: every value it has, on its side). */
function valueChanges<T>(rows: Array<[string, string, (x: T) => string | null]>, now: T | null, next: T | null): ValueChange[] {
  return rows.flatMap(([field, label, show]) => {
    const current = now && show(now);
    const incoming = next && show(next);
    return current === incoming ? [] : [{ field, label, current, incoming }];
  });
}

/** Items keyed by `key` and their occurrence (a lot awarded twice keeps both), in order. */
function keyed<T>(items: readonly T[], key: (x: T, i: number) => string): Map<string, T> {
  const seen = new Map<string, number>();
  return new Map(
    items.map((x, i) => {
      const k = key(x, i);
      const n = seen.get(k) ?? 0;
      seen.set(k, n + 1);
      return [`${k}#${n}`, x] as const;
    }),
  );
}

/** Pairs now and next by key: the notice's order first, then the items it no longer carries. */
function paired<T>(now: Map<string, T>, next: Map<string, T>): Array<[string, T | null, T | null]> {
  const keys = [...next.keys(), ...[...now.keys()].filter((k) => !next.has(k))];
  return keys.map((k) => [k, now.get(k) ?? null, next.get(k) ?? null]);
}

const changeOf = (now: unknown, next: unknown): AwardChange['change'] =>
  now === null ? 'added' : next === null ? 'removed' : 'changed';

export function awardChanges(now: Results | null, incoming: PlacspNotice): AwardChange[] {
  const lotName = (lot: string | null) =>
    lot === null ? null : (incoming.lots.find((l) => l.id === lot)?.name ?? `Lote ${lot}`);
  const awards = paired(
    keyed(now?.awards ?? [], (a) => a.lot ?? ''),
    keyed(incoming.awards ?? [], (a) => a.lot ?? ''),
  );
  const modifications = paired(
    keyed(now?.modifications ?? [], (m, i) => m.id ?? `sin-id-${i}`),
    keyed(incoming.modifications ?? [], (m, i) => m.id ?? `sin-id-${i}`),
  );
  return [
    ...awards.flatMap(([, a, b]): AwardChange[] => {
      const values = valueChanges(AWARD_VALUES, a, b);
      const lot = (b ?? a)!.lot;
      return values.length ? [{ kind: 'award', lot, name: lotName(lot), change: changeOf(a, b), values }] : [];
    }),
    ...modifications.flatMap(([, a, b]): AwardChange[] => {
      const values = valueChanges(MODIFICATION_VALUES, a, b);
      return values.length ? [{ kind: 'modification', lot: null, name: (b ?? a)!.id, change: changeOf(a, b), values }] : [];
    }),
  ];
}
