/**
 * The awarded lots of one PLACSP ATOM entry (docs/market.md): the notice's own reading (`noticeOf`: CPV codes,
 * place, authority, lot budgets) and, per `cac:TenderResult` whose result is an award, the bidders received, the
 * lowest and highest offers, the winner and the awarded amount without VAT. Shared by the awards import and
 * anything else that needs a notice's awards; it never changes what the notice import reads.
 */
import { NS } from '../placsp/codes';
import { noticeOf, type PlacspNotice } from '../placsp/notice';
import { childOf, childrenOf, pathOf, textOf, type XmlElement } from '../placsp/xml-tree';
import { winnerAbnormal } from '@licita/domain';
import type { MarketAwardTable } from '../db/schema';

const { atom, cac, cbc, cacPlace } = NS;

/**
 * TenderResultCode values that are an award: 1 adjudicado provisionalmente, 2 adjudicado definitivamente,
 * 8 adjudicado, 9 formalizado. Desierto, desistimiento, renuncia and the rest carry no award.
 */
const AWARDED_RESULTS = new Set(['1', '2', '8', '9']);

/** An award below this fraction of its lot's budget is a unit price (framework agreements), not a total. */
export const UNIT_PRICE_FRACTION = 0.01;

/** An awarded lot as stored (migration 0023), less the entry's id and date and the prefixes indexed for the filters. */
export type AwardedLot = Omit<MarketAwardTable, 'entry_id' | 'updated' | 'cpv_prefixes' | 'nuts_prefixes'>;

export interface AwardEntry {
  entry_id: string;
  /** The entry's `updated` as written (an instant); a later one replaces the entry's lots. */
  updated: string;
  lots: AwardedLot[];
}

const amountOf = (el: XmlElement | null): number | null => {
  const t = textOf(el);
  if (t === null) return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

const countOf = (el: XmlElement | null): number | null => {
  const n = amountOf(el);
  return n !== null && Number.isInteger(n) ? n : null;
};

const dateOf = (el: XmlElement | null): string | null => {
  const d = textOf(el)?.slice(0, 10) ?? null;
  return d !== null && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null;
};

/** Whether the award is a unit price, and the discount when both are totals (premises: the market's figures). */
export function discountOf(
  budget: number | null,
  awarded: number | null,
): { unit_price: boolean; discount_percent: number | null } {
  if (budget === null || awarded === null || budget <= 0) return { unit_price: false, discount_percent: null };
  if (awarded < budget * UNIT_PRICE_FRACTION) return { unit_price: true, discount_percent: null };
  return { unit_price: false, discount_percent: ((budget - awarded) / budget) * 100 };
}

function awardedLot(result: XmlElement, notice: PlacspNotice): AwardedLot {
  const project = childOf(result, cac, 'AwardedTenderedProject');
  const lotId = textOf(childOf(project, cbc, 'ProcurementProjectLotID')) ?? '';
  const lot = notice.lots.find((l) => l.id === lotId) ?? null;
  const budget = lot ? lot.budget_without_vat : notice.budget_without_vat;
  const awarded = amountOf(pathOf(project, [cac, 'LegalMonetaryTotal'], [cbc, 'TaxExclusiveAmount']));
  const offers = {
    budget,
    awarded,
    bidders: countOf(childOf(result, cbc, 'ReceivedTenderQuantity')),
    lower_offer: amountOf(childOf(result, cbc, 'LowerTenderAmount')),
    higher_offer: amountOf(childOf(result, cbc, 'HigherTenderAmount')),
  };
  const { unit_price, discount_percent } = discountOf(budget, awarded);
  return {
    lot_id: lotId,
    cpv_codes: lot && lot.cpv_codes.length > 0 ? lot.cpv_codes : notice.cpv_codes,
    nuts_code: notice.place.nuts_code,
    authority: notice.authority.name,
    award_date: dateOf(childOf(result, cbc, 'AwardDate')),
    ...offers,
    winner: textOf(pathOf(result, [cac, 'WinningParty'], [cac, 'PartyName'], [cbc, 'Name'])),
    unit_price,
    discount_percent,
    // a unit price is no total to judge
    abnormal: unit_price ? null : winnerAbnormal(offers),
  };
}

/** The entry's awarded lots (one per lot: a lot's first award result counts), or null when it is no CODICE entry. */
export function awardEntryOf(entry: XmlElement): AwardEntry | null {
  const folder = childOf(entry, cacPlace, 'ContractFolderStatus');
  const entryId = textOf(childOf(entry, atom, 'id'));
  const updated = textOf(childOf(entry, atom, 'updated'));
  if (!folder || entryId === null || updated === null || Number.isNaN(Date.parse(updated))) return null;
  const results = childrenOf(folder, cac, 'TenderResult').filter((r) =>
    AWARDED_RESULTS.has(textOf(childOf(r, cbc, 'ResultCode')) ?? ''),
  );
  const lots = new Map<string, AwardedLot>();
  if (results.length > 0) {
    const notice = noticeOf(folder, entry);
    for (const r of results) {
      const lot = awardedLot(r, notice);
      if (!lots.has(lot.lot_id)) lots.set(lot.lot_id, lot);
    }
  }
  return { entry_id: entryId, updated, lots: [...lots.values()] };
}
