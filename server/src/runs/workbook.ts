/**
 * The solution workbook: Resumen (totals, absenteeism and benefit as live formulas), Presupuesto
 * (budget.md: overheads, benefit and VAT as live formulas, the contract years, the offer), Categorías,
 * Plantilla (one row a worker), Convenios (the agreements the run used, salary tables per year), Cuadrante (the weekly roster per worker), Demanda, Otros costes, Calendario and
 * Eventos.
 * Spanish headers; euros with 2 decimals.
 */
import ExcelJS from 'exceljs';
import {
  perWorkerHeads,
  type AgreementT,
  formatDate,
  formatDateTime,
  eventLevelLabel,
  WORKER_KIND_LABELS,
  costTypeLabel,
  perWorkerBasis,
  RESULT_LABELS,
  PARAMETER_MESSAGES,
  PREMISE_SEVERITY_LABELS,
  SMI_TOPUP_HEADERS,
  smiTopupRows,
  SMI_TOPUP_LINE,
  type Premise,
} from '@licita/domain';
import { addAgreementsSheet } from './agreements-sheet';
import type { StoredOutput } from './solution';
import { solutionEmployees } from './solution';
import { workbookBuffer } from '../simulations/sheets';
import { addBudgetSheet, BUDGET_CELLS } from './budget-sheet';
import { addConventionalSheet } from './conventional-sheet';
import { addSocialSecuritySheet } from './social-security-sheet';
import { SOLUTION_LABELS } from './labels';

/** The title of the premises on Resumen. */
export const PREMISES_TITLE = 'Premisas que revisa la mesa de contratación';

const EUR = '#,##0.00 "€"';
const NUM = '#,##0.00';
const DATE = 'dd/mm/yyyy';
const SPAIN = 'Europe/Madrid';

/** A `YYYY-MM-DD` day as a date cell (shown DD/MM/YYYY, sortable in Excel); empty when there is none. */
const dayCell = (iso: string | null | undefined): Date | string => (iso ? new Date(`${iso}T00:00:00Z`) : '');
const DAYS: [string, string][] = [
  ['monday', 'Lunes'],
  ['tuesday', 'Martes'],
  ['wednesday', 'Miércoles'],
  ['thursday', 'Jueves'],
  ['friday', 'Viernes'],
  ['saturday', 'Sábado'],
  ['sunday', 'Domingo'],
];

export interface WorkbookEvent {
  created: string;
  title: string;
  description: string;
  type_info: string;
}

function header(sheet: ExcelJS.Worksheet, titles: string[], widths: number[]): void {
  sheet.columns = titles.map((t, i) => ({ header: t, width: widths[i] ?? 14 }));
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** Cell addresses of the Resumen figures (tests read them back). */
export const SUMMARY_CELLS = {
  wages: 'B4',
  socialSecurity: 'B5',
  absenteeismRate: 'B6',
  substitution: 'B7',
  absenteeism: 'B8',
  materials: 'B9',
  benefitRate: 'B10',
  benefit: 'B11',
  total: 'B12',
  employees: 'B14',
  fte: 'B15',
} as const;

/** Number formats of whole columns: [column, format] pairs. */
function columnFormats(sheet: ExcelJS.Worksheet, formats: ReadonlyArray<readonly [number, string]>): void {
  for (const [col, fmt] of formats) sheet.getColumn(col).numFmt = fmt;
}

/**
 * `roster: false` leaves out Cuadrante, Demanda and Calendario (a previous study has no roster nor workload);
 * `agreements` (those the run used) adds the Convenios sheet.
 */
export async function buildSolutionWorkbook(
  out: StoredOutput,
  events: WorkbookEvent[] = [],
  options: { roster?: boolean; agreements?: readonly AgreementT[] } = {},
): Promise<Buffer> {
  const roster = options.roster ?? true;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Licita';
  wb.created = new Date(0);
  summarySheet(wb, out);
  // Presupuesto (overheads, VAT, contract years and the offer; docs/budget.md)
  addBudgetSheet(wb, out);
  // Horas anuales (the contracting authority's method beside the roster; docs/engine.md)
  addConventionalSheet(wb, out);
  // Seguridad social (itemised mode only: the lines by calendar and contract year; docs/social-security.md)
  addSocialSecuritySheet(wb, out);
  categoriesSheet(wb, out.results);
  staffSheet(wb, out);
  // Convenios (what the run used)
  if (options.agreements) addAgreementsSheet(wb, out, options.agreements);
  if (roster) rosterSheets(wb, out);
  otherCostsSheet(wb, out);
  if (roster) calendarSheet(wb, out);
  eventsSheet(wb, events);
  return workbookBuffer(wb);
}

/** Resumen: the totals (absenteeism, benefit and total as live formulas), the headcount, then the premises. */
function summarySheet(wb: ExcelJS.Workbook, out: StoredOutput): void {
  const r = out.results;
  const p = out.parameters;
  const sum = wb.addWorksheet('Resumen');
  sum.columns = [{ width: 34 }, { width: 20 }];
  sum.getCell('A1').value = `Solución: ${out.meta.simulation_name}`;
  sum.getCell('A1').font = { bold: true, size: 14 };
  sum.getCell('A2').value = `${SOLUTION_LABELS.serviceStart} ${formatDate(out.meta.service_date_init)}, ${p.months} meses`;
  sum.getRow(3).values = ['Concepto', 'Importe'];
  sum.getRow(3).font = { bold: true };
  const put = (addr: string, label: string, value: ExcelJS.CellValue, fmt: string) => {
    const row = Number(addr.slice(1));
    sum.getCell(`A${row}`).value = label;
    sum.getCell(addr).value = value;
    sum.getCell(addr).numFmt = fmt;
  };
  const c = SUMMARY_CELLS;
  put(c.wages, 'Salarial', r.hiring_costs, EUR);
  put(c.socialSecurity, 'Seguridad social', r.social_security, EUR);
  put(c.absenteeismRate, 'Absentismo (%)', p.absenteeism_rate, NUM);
  put(c.substitution, SOLUTION_LABELS.substitution, p.substitution_percentage, NUM);
  put(
    c.absenteeism,
    'Absentismo',
    { formula: `(${c.wages}+${c.socialSecurity})*${c.absenteeismRate}/100*${c.substitution}/100`, result: r.absenteeism_cost },
    EUR,
  );
  put(c.materials, 'Materiales', r.material_costs, EUR);
  put(c.benefitRate, 'Beneficio (%)', p.benefit, NUM);
  put(
    c.benefit,
    'Beneficio',
    { formula: `(${c.wages}+${c.socialSecurity}+${c.absenteeism}+${c.materials})*${c.benefitRate}/100`, result: r.benefit },
    EUR,
  );
  // with a budget the overheads (gastos generales) live on the Presupuesto sheet, over their own rate
  const overheads = r.budget ? `+Presupuesto!${BUDGET_CELLS.overheads}` : '';
  put(
    c.total,
    'Coste total',
    { formula: `${c.wages}+${c.socialSecurity}+${c.absenteeism}+${c.materials}${overheads}+${c.benefit}`, result: r.total_cost },
    EUR,
  );
  sum.getCell(`A${c.total.slice(1)}`).font = { bold: true };
  sum.getCell(c.total).font = { bold: true };
  const cats = Object.values(r.categories);
  const heads = cats.reduce((a, x) => a + x.count_new + x.count_sub, 0);
  const fte = cats.reduce((a, x) => a + x.fte_new + x.fte_sub, 0);
  put(c.employees, 'Empleados/as', heads, '0');
  put(c.fte, 'ETC', fte, NUM);
  sum.getCell('A17').value = 'A contratar';
  sum.getCell('B17').value = cats.reduce((a, x) => a + x.count_new, 0);
  sum.getCell('A18').value = 'A subrogar';
  sum.getCell('B18').value = cats.reduce((a, x) => a + x.count_sub, 0);
  // the premises a committee checks (docs/premises.md), under the totals
  premisesBlock(sum, r.premises ?? []);
}

/** Categorías: headcount, hours and costs per category, then the SMI top-ups. */
function categoriesSheet(wb: ExcelJS.Workbook, r: StoredOutput['results']): void {
  const cs = wb.addWorksheet('Categorías');
  header(
    cs,
    [
      'Categoría',
      'A contratar',
      RESULT_LABELS.fteNew,
      'A subrogar',
      RESULT_LABELS.fteSurrogated,
      'Horas',
      'Coste salarial',
      'Seguridad social',
    ],
    [30, 12, 14, 12, 14, 14, 16, 16],
  );
  for (const [name, x] of Object.entries(r.categories))
    cs.addRow([name, x.count_new, x.fte_new, x.count_sub, x.fte_sub, x.hours, x.wage_costs, x.ss_costs]);
  columnFormats(cs, [
    [3, NUM],
    [5, NUM],
    [6, NUM],
    [7, EUR],
    [8, EUR],
  ]);
  smiTopupBlock(cs, r);
}

/** Plantilla: one row a worker, with their costs. */
function staffSheet(wb: ExcelJS.Workbook, out: StoredOutput): void {
  const pl = wb.addWorksheet('Plantilla');
  header(
    pl,
    [
      'Empleado/a',
      'Tipo',
      'Categoría',
      'Centros',
      SOLUTION_LABELS.weeklyHours,
      'ETC',
      'Antigüedad',
      'Salario',
      'Pluses',
      'Seguridad social',
      'Descuento SS',
      'Coste total',
    ],
    [30, 22, 24, 30, 12, 8, 12, 14, 12, 14, 12, 14],
  );
  for (const e of solutionEmployees(out))
    pl.addRow([
      e.name,
      WORKER_KIND_LABELS[e.kind] ?? e.kind,
      e.category,
      e.centers.join(', '),
      e.weekly_hours,
      e.fte,
      dayCell(e.seniority_date),
      e.salary,
      e.pluses,
      e.social_security,
      e.social_security_activate ? 'Sí' : 'No',
      e.total_cost,
    ]);
  columnFormats(pl, [
    [5, NUM],
    [6, '0.000'],
    [7, DATE],
    [8, EUR],
    [9, EUR],
    [10, EUR],
    [12, EUR],
  ]);
}

/** Otros costes: each other cost, its center and, for an amount per worker, whom it was charged for. */
function otherCostsSheet(wb: ExcelJS.Workbook, out: StoredOutput): void {
  const oc = wb.addWorksheet('Otros costes');
  header(oc, ['Concepto', 'Tipo', 'Centro', 'Importe', 'Cálculo'], [30, 24, 30, 16, 60]);
  for (const m of out.material_items)
    oc.addRow([
      m.name,
      costTypeLabel(m.cost_type),
      m.center_id ? (out.meta.centers[m.center_id] ?? m.center_id) : PARAMETER_MESSAGES.allCenters,
      m.cost,
      // who an amount per worker was charged for: the people of the roster, fewer than the results' headcount
      m.cost_type === 'AMOUNT_BY_WORKER' ? perWorkerBasis(perWorkerHeads(m.center_id, out.employees)) : '',
    ]);
  oc.getColumn(4).numFmt = EUR;
}

/** Eventos: the run's progress events, in Madrid time. */
function eventsSheet(wb: ExcelJS.Workbook, events: readonly WorkbookEvent[]): void {
  const ev = wb.addWorksheet('Eventos');
  header(ev, ['Fecha (hora de Madrid)', 'Nivel', 'Título', 'Descripción'], [22, 12, 24, 100]);
  for (const e of events) ev.addRow([formatDateTime(e.created, SPAIN), eventLevelLabel(e.type_info), e.title, e.description]);
}

/** Where the premises start on Resumen (tests read them back): a title, a header row, then one row each. */
export const PREMISES_FIRST_ROW = 20;

/** The premises under Resumen's totals: severity, message and detail, one a row; nothing when none applies. */
function premisesBlock(sheet: ExcelJS.Worksheet, premises: readonly Premise[]): void {
  if (!premises.length) return;
  sheet.getColumn(3).width = 90;
  const title = sheet.getRow(PREMISES_FIRST_ROW);
  title.getCell(1).value = PREMISES_TITLE;
  title.font = { bold: true, size: 12 };
  const head = sheet.getRow(PREMISES_FIRST_ROW + 1);
  head.values = ['Gravedad', 'Aviso', 'Detalle'];
  head.font = { bold: true };
  premises.forEach((p, i) => {
    const row = sheet.getRow(PREMISES_FIRST_ROW + 2 + i);
    row.values = [PREMISE_SEVERITY_LABELS[p.severity], p.message, p.detail];
    row.alignment = { wrapText: true, vertical: 'top' };
    if (p.severity !== 'info')
      row.getCell(1).font = { bold: true, color: { argb: p.severity === 'error' ? 'FFC00000' : 'FF9C5700' } };
  });
}

/** Under the categories: the "Complemento hasta el SMI" of each category and year (part of its wage cost). */
function smiTopupBlock(sheet: ExcelJS.Worksheet, r: StoredOutput['results']): void {
  const rows = smiTopupRows(r);
  if (!rows.length) return;
  sheet.addRow([]);
  const title = sheet.addRow([`${SMI_TOPUP_LINE} (incluido en el coste salarial, con su seguridad social)`]);
  title.font = { bold: true };
  const head = sheet.addRow([...SMI_TOPUP_HEADERS]);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
  for (const t of rows) {
    const row = sheet.addRow([t.category, t.year, t.table_salary, t.smi, t.source, t.complement]);
    for (const col of [3, 4, 6]) row.getCell(col).numFmt = EUR;
  }
}

/** Cuadrante (the weekly roster per worker) and Demanda. */
function rosterSheets(wb: ExcelJS.Workbook, out: StoredOutput): void {
  const cu = wb.addWorksheet('Cuadrante');
  header(
    cu,
    ['Empleado/a', 'Tipo', SOLUTION_LABELS.weeklyHours, 'Horas asignadas', ...DAYS.map(([, d]) => d)],
    [30, 14, 12, 12, 26, 26, 26, 26, 26, 26, 26],
  );
  for (const w of out.roster.workers) {
    const cells = DAYS.map(([day]) =>
      w.assignments
        .filter((a) => a.day === day)
        .map((a) =>
          `${a.time_ranges.map((t) => `${t.time_init}-${t.time_end}`).join(' y ')} ${out.meta.centers[a.center_id] ?? ''}`.trim(),
        )
        .join('\n'),
    );
    const row = cu.addRow([w.name, WORKER_KIND_LABELS[w.kind] ?? w.kind, w.weekly_hours, w.assigned_hours, ...cells]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  cu.getColumn(3).numFmt = NUM;
  cu.getColumn(4).numFmt = NUM;

  // ---- Demanda
  const de = wb.addWorksheet('Demanda');
  header(de, ['Centro', 'Puesto', 'Horas semanales', 'Horas en el servicio'], [30, 24, 16, 18]);
  for (const d of out.demand) de.addRow([d.center, d.position, d.weekly_hours, d.total_hours]);
  de.getColumn(3).numFmt = NUM;
  de.getColumn(4).numFmt = NUM;
}

/** Calendario: the service months, then below them the holidays of each center (dates as dates, DD/MM/YYYY). */
function calendarSheet(wb: ExcelJS.Workbook, out: StoredOutput): void {
  const ca = wb.addWorksheet('Calendario');
  header(ca, ['Mes del servicio', 'Desde', 'Hasta', 'Días'], [30, 14, 14, 80]);
  const cal = out.meta.calendar;
  for (const m of cal?.months ?? []) ca.addRow([m.month, dayCell(m.from), dayCell(m.to), m.days]);
  const holidays = Object.entries(cal?.holidays ?? {});
  if (holidays.length) {
    ca.addRow([]);
    const head = ca.addRow(['Centro', 'Festivos']);
    head.font = { bold: true };
    for (const [center, days] of holidays)
      ca.addRow([center, days.map((d) => formatDate(d)).join(', ')]).alignment = { wrapText: true, vertical: 'top' };
  }
  ca.getColumn(2).numFmt = DATE;
  ca.getColumn(3).numFmt = DATE;
}
