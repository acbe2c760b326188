/**
 * SMI_TOPUP (info): a category whose table salary is below the minimum wage in some year of the service, raised by
 * the line "Complemento hasta el SMI" (costs.ts; docs/premises.md, "The minimum wage floor"). One premise per
 * category, with each year's complement and where that year's SMI comes from.
 */
import type { SmiTopup } from '../costs.js';
import { euros, listText } from './money.js';
import type { Premise } from './types.js';

export const SMI_TOPUP_LINE = 'Complemento hasta el SMI';

/** Where a year's SMI comes from, in words: "RD 126/2026", "SMI previsto, fijado en el espacio de trabajo", or carried. */
export function smiSourceText(t: Pick<SmiTopup, 'year' | 'smi_source' | 'smi_basis'> & { from_year?: number }): string {
  if (t.smi_basis === 'published') return t.smi_source;
  if (t.smi_basis === 'forecast') return `${t.smi_source}, fijado en el espacio de trabajo`;
  return `sin SMI publicado ni previsto para ${t.year}: se usa el último conocido, ${t.smi_source}`;
}

export function smiPremises(topups: ReadonlyArray<SmiTopup & { category: string }>): Premise[] {
  const byCategory = new Map<string, Array<SmiTopup & { category: string }>>();
  for (const t of topups) (byCategory.get(t.category) ?? byCategory.set(t.category, []).get(t.category)!).push(t);
  const out: Premise[] = [];
  for (const [category, years] of byCategory) {
    const sorted = [...years].sort((a, b) => a.year - b.year);
    const amounts = listText(sorted.map((t) => `${euros(t.complement)} en ${t.year}`));
    const detail = sorted
      .map(
        (t) =>
          `${t.year}: salario de tablas ${euros(t.table_salary)} al año a jornada completa, SMI ${euros(t.smi)} (${smiSourceText(t)})`,
      )
      .join('; ');
    out.push({
      code: 'SMI_TOPUP',
      severity: 'info',
      message:
        `${category}: el salario no llega al salario mínimo interprofesional (SMI); se añade un «${SMI_TOPUP_LINE}» ` +
        `de ${amounts} (con su seguridad social)`,
      detail: `${detail}. La antigüedad y los pluses se pagan aparte, sin contar para el mínimo.`,
    });
  }
  return out;
}
