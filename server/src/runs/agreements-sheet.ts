/**
 * The "Convenios" sheet of the solution workbook: each agreement the run used (the solution's snapshot, not
 * today's rows), its terms, and each category's yearly salary and hourly wage for every calendar year of the
 * service with the increments applied — the same rows the justification PDF prints.
 */
import type ExcelJS from 'exceljs';
import { type AgreementT, agreementRules, salaryTables, serviceYears } from '@licita/domain';
import type { StoredOutput } from './solution';

const EUR = '#,##0.00 "€"';

export function addAgreementsSheet(wb: ExcelJS.Workbook, out: StoredOutput, agreements: readonly AgreementT[]): void {
  const used = new Set([...Object.keys(out.results.categories), ...out.employees.map((e) => e.category)]);
  const shown = agreements.filter((a) => a.categories.some((c) => used.has(c.professional_category)));
  if (!shown.length) return;
  const sheet = wb.addWorksheet('Convenios');
  sheet.getColumn(1).width = 34;
  const years = serviceYears(out.meta.service_date_init, out.parameters.months);
  for (const a of shown) {
    const titleRow = sheet.addRow([a.name]);
    titleRow.font = { bold: true, size: 12 };
    for (const [label, text] of agreementRules(a)) sheet.addRow([label, text]);
    const tables = salaryTables(a, used, years.length ? years : [a.salary_year]);
    const shownYears = tables[0]?.years ?? [];
    const head = sheet.addRow([
      'Categoría',
      ...shownYears.map((y) => `Salario anual ${y.year}`),
      ...shownYears.map((y) => `Salario hora ${y.year}`),
    ]);
    head.font = { bold: true };
    head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
    for (const t of tables) {
      const row = sheet.addRow([t.category, ...t.years.map((y) => y.salary_year), ...t.years.map((y) => y.hourly_wage)]);
      for (let c = 2; c <= 1 + 2 * t.years.length; c++) row.getCell(c).numFmt = EUR;
    }
    sheet.addRow([]);
  }
  for (let c = 2; c <= 1 + 2 * Math.max(1, years.length); c++) sheet.getColumn(c).width = 18;
}
