/**
 * "Justificación de la oferta" (docs/budget.md §4): the PDF a bid preparer hands in when the contracting authority
 * takes the offer as abnormally low (LCSP art. 149.4). Built with pdfkit; Spanish, es-ES numbers (1.234,56 €) and
 * DD/MM/YYYY dates; every euro goes through the same rounding as the page (`moneyText`: to the cent, half away from
 * zero), so the PDF, the page and the workbook agree to the cent.
 */
import PDFDocument from 'pdfkit';
import { annualHours, type AgreementT } from '../../../domain/src/engine/index.js';
import { formatDate, formatNumber } from '../../../domain/src/format.js';
import { moneyText, percentText } from '../../../domain/src/simulation-run/budget-card.js';
import { solutionEmployees, type StoredOutput } from './solution';

export interface JustificationInput {
  out: StoredOutput;
  /** the tender (licitación) the simulation or study belongs to */
  tenderName: string | null;
  /** 'Simulación' or 'Estudio previo' */
  kindLabel: string;
  agreements: AgreementT[];
  generatedAt: Date;
}

const KIND: Record<string, string> = { surrogate: 'Subrogado/a', new: 'A contratar', substitute: 'Sustitución' };
const num = (n: number) => formatNumber(n, 2);

type Doc = InstanceType<typeof PDFDocument>;

/** A simple table: fixed column widths, a bold header row, a new page (with the header again) when full. */
function table(doc: Doc, headers: string[], rows: string[][], widths: number[], alignRightFrom = 1): void {
  const x0 = doc.page.margins.left;
  const drawRow = (cells: string[], bold: boolean) => {
    const heights = cells.map((c, i) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).heightOfString(c, { width: widths[i]! - 4 }));
    const h = Math.max(...heights) + 4;
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!bold) drawRow(headers, true);
    }
    const y = doc.y;
    let x = x0;
    cells.forEach((c, i) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).text(c, x + 2, y + 2, { width: widths[i]! - 4, align: i >= alignRightFrom && !bold ? 'right' : 'left', lineBreak: true });
      x += widths[i]!;
    });
    doc.x = x0;
    doc.y = y + h;
    doc.moveTo(x0, doc.y).lineTo(x0 + widths.reduce((a, b) => a + b, 0), doc.y).lineWidth(0.3).strokeColor('#cbd5e1').stroke();
  };
  drawRow(headers, true);
  for (const r of rows) drawRow(r, false);
  doc.moveDown(0.8);
}

function heading(doc: Doc, text: string): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).fillColor('#0f172a').text(text, doc.page.margins.left).moveDown(0.3);
  doc.font('Helvetica').fontSize(9);
}

function facts(doc: Doc, items: Array<[string, string]>): void {
  for (const [k, v] of items) doc.font('Helvetica-Bold').fontSize(9).text(`${k}: `, { continued: true }).font('Helvetica').text(v);
  doc.moveDown(0.3);
}

export async function buildJustificationPdf(input: JustificationInput): Promise<Buffer> {
  const { out } = input;
  const r = out.results;
  const p = out.parameters;
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Justificación de la oferta', Author: 'Licita', Creator: 'Licita', CreationDate: input.generatedAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Justificación de la oferta');
  doc.font('Helvetica').fontSize(9).fillColor('#475569').text('Desglose de costes de la oferta (art. 149.4 LCSP)').fillColor('#0f172a').moveDown(0.6);

  // 1. the tender and the simulation
  heading(doc, '1. Licitación y simulación');
  facts(doc, [
    ['Licitación', input.tenderName ?? '—'],
    [input.kindLabel, out.meta.simulation_name],
    ['Inicio del servicio', formatDate(out.meta.service_date_init) || '—'],
    ['Duración', `${p.months} meses`],
    ['Seguridad social', `${num(out.meta.social_security)} %`],
    ['Absentismo', `${num(p.absenteeism_rate)} % (sustitución ${num(p.substitution_percentage)} %)`],
    ['Fecha del documento', formatDate(input.generatedAt)],
  ]);

  // 2. the agreements and their salary tables
  heading(doc, '2. Convenios aplicados y tablas salariales');
  for (const a of input.agreements) {
    doc.font('Helvetica-Bold').fontSize(9).text(`${a.name} (tablas de ${a.salary_year}; ${num(annualHours(a))} h anuales)`).moveDown(0.2);
    table(
      doc,
      ['Categoría', 'Salario anual', 'Salario base anual', 'Salario por hora'],
      a.categories.map((c) => [c.professional_category, moneyText(c.salary_year), c.base_salary_year != null ? moneyText(c.base_salary_year) : '—', moneyText(c.salary_year / annualHours(a))]),
      [200, 100, 100, 99],
    );
  }
  if (!input.agreements.length) doc.text('Sin convenios.').moveDown(0.3);

  // 3. hours per center and position
  heading(doc, '3. Horas por centro y puesto');
  if (out.demand.length)
    table(
      doc,
      ['Centro', 'Puesto', 'Horas semanales', 'Horas en el servicio'],
      out.demand.map((d) => [d.center, d.position, num(d.weekly_hours), num(d.total_hours)]),
      [170, 130, 90, 109],
      2,
    );
  else doc.text('Estudio previo: la plantilla es la subrogada, sin carga de trabajo por centro.').moveDown(0.3);

  // 4. the staff
  heading(doc, '4. Plantilla (subrogados y nuevas contrataciones)');
  table(
    doc,
    ['Empleado/a', 'Tipo', 'Categoría', 'Jornada semanal (h)', 'Coste'],
    solutionEmployees(out).map((e) => [e.name, KIND[e.kind] ?? e.kind, e.category, num(e.weekly_hours), moneyText(e.total_cost)]),
    [150, 70, 110, 74, 95],
    3,
  );

  // 5. the cost breakdown per contract year
  heading(doc, '5. Desglose de costes por año de contrato');
  const b = r.budget;
  if (b) {
    const line = (label: string, pick: (y: (typeof b.years)[number]) => number, total: number) => [label, ...b.years.map((y) => moneyText(pick(y))), moneyText(total)];
    const width = Math.min(90, Math.floor(380 / (b.years.length + 1)));
    table(
      doc,
      ['Concepto', ...b.years.map((y, i) => `Año ${i + 1}\n${formatDate(y.from)}–${formatDate(y.to)}`), 'Total'],
      [
        line('Salarial', (y) => y.wages, r.hiring_costs),
        line('Seguridad social', (y) => y.social_security, r.social_security),
        line('Absentismo', (y) => y.absenteeism, r.absenteeism_cost),
        line('Materiales', (y) => y.materials, r.material_costs),
        line(`Gastos generales (${num(p.overheads ?? 0)} %)`, (y) => y.overheads, r.overheads_cost ?? 0),
        line(`Beneficio industrial (${num(p.benefit)} %)`, (y) => y.benefit, r.benefit),
        line('Total sin IVA', (y) => y.total_without_vat, b.total_without_vat),
        line(`IVA (${num(b.vat_rate)} %)`, (y) => y.vat_amount, b.vat_amount),
        line('Total con IVA', (y) => y.total_with_vat, b.total_with_vat),
      ],
      [499 - width * (b.years.length + 1), ...b.years.map(() => width), width],
    );
    facts(doc, [['Precio por hora', moneyText(b.price_per_hour)]]);
  } else doc.text('Solución calculada antes del presupuesto: modifica los parámetros para obtenerlo.').moveDown(0.3);

  // 6. the offer against the tender budget
  heading(doc, '6. Oferta frente al presupuesto base de licitación');
  const bid = r.bid;
  if (bid) {
    facts(doc, [
      ['Presupuesto base de licitación', moneyText(bid.tender_budget)],
      ['Oferta sin IVA', moneyText(bid.offer_without_vat)],
      ['Oferta con IVA', moneyText(bid.offer_with_vat)],
      ['Baja', percentText(bid.discount_percent)],
      ['Margen', moneyText(bid.margin)],
      ['Ofertas consideradas', String(bid.abnormal.offers_considered)],
      ['Baja media', percentText(bid.abnormal.mean_discount_percent)],
      ['Umbral de anormalidad', `${moneyText(bid.abnormal.threshold_price)} (baja ${percentText(bid.abnormal.threshold_discount_percent)})`],
      ['Presunción de anormalidad (art. 85 RGLCAP)', bid.abnormal.ours_abnormal ? 'Sí' : 'No'],
      ['Por debajo del coste', bid.below_cost ? 'Sí' : 'No'],
    ]);
  } else doc.text('Sin presupuesto base de licitación.');

  doc.end();
  return done;
}
