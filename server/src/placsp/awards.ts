/**
 * What a resolved notice says after the tender: each lot's award (`cac:TenderResult`) and the contract's
 * modifications and extensions (`cac:ContractModification`). Read with the notice (notice.ts); kept with the tender
 * (`project.award_results`, migration 0024) and shown on its page.
 */
import { NS, durationMonths } from './codes';
import { childOf, childrenOf, pathOf, textOf, type XmlElement } from './xml-tree';
import { oneLine } from './imported-text';

export interface LotAward {
  /** The lot's id; null when the notice has no lots. */
  lot: string | null;
  date: string | null;
  winner: { name: string | null; id: string | null };
  /** Offers received. */
  bidders: number | null;
  lowest_offer: number | null;
  highest_offer: number | null;
  amount_without_vat: number | null;
  amount_with_vat: number | null;
  /**
   * Whether the awarded amount is the contract's total or a unit price (PLACSP has no field for it: an amount under
   * 1 % of the lot's budget is a unit price, as in framework agreements priced per task or hour); null without budget.
   */
  price_kind: 'total' | 'unit' | null;
}

export interface ContractModification {
  id: string | null;
  contract_id: string | null;
  note: string | null;
  /** How much longer the modification makes the contract, and its length after it (months). */
  added_months: number | null;
  final_months: number | null;
  amount_without_vat: number | null;
  final_amount_without_vat: number | null;
}

const { cac, cbc } = NS;

/** The notice to store in `import_source` (without its awards) and the tender's `award_results` (JSON columns). */
export function splitAwards<N extends { updated: string | null; awards?: unknown; modifications?: unknown }>(notice: N) {
  const { awards, modifications, ...stored } = notice;
  const results = { notice_updated: notice.updated, awards: awards ?? [], modifications: modifications ?? [] };
  return { stored, award_results: JSON.stringify(results) };
}

const numberOf = (el: XmlElement | null): number | null => {
  const t = textOf(el);
  const n = t === null ? NaN : Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
};
const dateOf = (el: XmlElement | null) => {
  const d = textOf(el)?.slice(0, 10) ?? null;
  return d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null;
};
/** Months of a duration; days to the nearest month (an extension of 365 days is 12 months, not 13). */
const monthsOf = (el: XmlElement | null) => {
  const value = numberOf(el);
  const unit = oneLine(el?.attrs.unitCode);
  if (value === null) return null;
  return unit === 'DAY' ? Math.round(value / (365.25 / 12)) : durationMonths(value, unit);
};

/** A unit price is far below any lot's total: a hundredth of its budget. */
const UNIT_PRICE_SHARE = 0.01;

export function awardsOf(
  folder: XmlElement,
  budgetOf: (lot: string | null) => number | null,
): { awards: LotAward[]; modifications: ContractModification[] } {
  const awards = childrenOf(folder, cac, 'TenderResult').map((r): LotAward => {
    const project = childOf(r, cac, 'AwardedTenderedProject');
    const total = childOf(project, cac, 'LegalMonetaryTotal');
    const party = childOf(r, cac, 'WinningParty');
    const lot = textOf(childOf(project, cbc, 'ProcurementProjectLotID'));
    const amount = numberOf(childOf(total, cbc, 'TaxExclusiveAmount'));
    const budget = budgetOf(lot);
    return {
      lot,
      date: dateOf(childOf(r, cbc, 'AwardDate')),
      winner: {
        name: textOf(pathOf(party, [cac, 'PartyName'], [cbc, 'Name'])),
        id: textOf(pathOf(party, [cac, 'PartyIdentification'], [cbc, 'ID'])),
      },
      bidders: numberOf(childOf(r, cbc, 'ReceivedTenderQuantity')),
      lowest_offer: numberOf(childOf(r, cbc, 'LowerTenderAmount')),
      highest_offer: numberOf(childOf(r, cbc, 'HigherTenderAmount')),
      amount_without_vat: amount,
      amount_with_vat: numberOf(childOf(total, cbc, 'PayableAmount')),
      price_kind: amount === null || !budget ? null : amount < budget * UNIT_PRICE_SHARE ? 'unit' : 'total',
    };
  });
  const modifications = childrenOf(folder, cac, 'ContractModification').map((m): ContractModification => ({
    id: textOf(childOf(m, cbc, 'ID')),
    contract_id: textOf(childOf(m, cbc, 'ContractID')),
    note: textOf(childOf(m, cbc, 'Note')),
    added_months: monthsOf(childOf(m, cbc, 'ContractModificationDurationMeasure')),
    final_months: monthsOf(childOf(m, cbc, 'FinalDurationMeasure')),
    amount_without_vat: numberOf(pathOf(m, [cac, 'ContractModificationLegalMonetaryTotal'], [cbc, 'TaxExclusiveAmount'])),
    final_amount_without_vat: numberOf(pathOf(m, [cac, 'FinalLegalMonetaryTotal'], [cbc, 'TaxExclusiveAmount'])),
  }));
  return { awards, modifications };
}
