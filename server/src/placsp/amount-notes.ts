/**
 * The notes on a notice's amounts that the import cannot store (import-limits.ts): the amount stays in the notice as
 * read, and the field it would fill (the simulation's budget, the tender's valor estimado) stays empty, so a later
 * save of that field, unchanged, is accepted.
 */
import { moneyText, NOTICE_LABELS } from '@licita/domain';
import { importLimits } from './import-limits';

const over = (amount: number | null, max: number) => amount !== null && amount > max;

/** The amounts of a notice (notice.ts's PlacspNotice, which calls this while it is read). */
interface NoticeAmounts {
  budget_without_vat: number | null;
  estimated_value: number | null;
  lots: ReadonlyArray<{ id: string; budget_without_vat: number | null }>;
}

export function amountNotes(notice: NoticeAmounts): string[] {
  const { tender_budget, estimated_value } = importLimits();
  const budget = (what: string, amount: number) =>
    `${what}: el presupuesto sin impuestos (${moneyText(amount)}) supera el máximo de una simulación (${moneyText(tender_budget.max)}); su simulación queda sin presupuesto.`;
  const notes: string[] = [];
  if (notice.lots.length === 0 && over(notice.budget_without_vat, tender_budget.max))
    notes.push(budget('Licitación', notice.budget_without_vat!));
  for (const lot of notice.lots)
    if (over(lot.budget_without_vat, tender_budget.max)) notes.push(budget(`Lote ${lot.id}`, lot.budget_without_vat!));
  if (over(notice.estimated_value, estimated_value.max))
    notes.push(
      `${NOTICE_LABELS.estimatedValue}: ${moneyText(notice.estimated_value!)} supera el máximo admitido (${moneyText(estimated_value.max)}); la licitación queda sin valor estimado.`,
    );
  return notes;
}
