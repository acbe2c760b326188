/**
 * "Justificación de la oferta": the PDF a bid preparer hands in when the contracting authority takes the offer as
 * abnormally low (LCSP art. 149.4). It defends the offer, not only the cost: how the offered price pays the
 * salaries, social security, materials and overheads, on what grounds it is lower, and the art. 85 check step by
 * step. Built with pdfkit; Spanish, es-ES numbers (1.234,56 €) and DD/MM/YYYY dates; every euro goes through the
 * same rounding as the page (`moneyText`), so the PDF, the page and the workbook agree to the cent.
 */
import { formatDate } from '@licita/domain';
import { collect, footers, newDocument, signature, title, type Doc } from './justification-layout';
import {
  abnormalPart,
  agreementsPart,
  conventionalPart,
  coverPart,
  groundsPart,
  materialsPart,
  offerPart,
  staffPart,
  type JustificationInput,
} from './justification-parts';

/** The eight parts in their order, each named as `npm run bench:justification` prints its time. */
const PARTS: ReadonlyArray<readonly [string, (doc: Doc, input: JustificationInput) => void]> = [
  ['1. Datos de la oferta', coverPart],
  ['2. La oferta', offerPart],
  ['3. Fundamentos', groundsPart],
  ['4. Convenios', agreementsPart],
  ['5. Plantilla y horas', staffPart],
  ['6. Materiales', materialsPart],
  ['7. Anormalidad', abnormalPart],
  ['8. Horas anuales', conventionalPart],
];

/**
 * The PDF; `done(step)`, when given, is called as each part is laid out and once the file is written ('PDF
 * escrito'), so a bench can time them.
 */
export async function buildJustificationPdf(input: JustificationInput, done?: (step: string) => void): Promise<Buffer> {
  const doc = newDocument({ title: 'Justificación de la oferta', createdAt: input.generatedAt });
  const bytes = collect(doc);
  title(
    doc,
    'Justificación de la oferta',
    'Justificación de la viabilidad de la oferta (art. 149.4 de la Ley 9/2017 de Contratos del Sector Público)',
  );
  for (const [name, part] of PARTS) {
    part(doc, input);
    done?.(name);
  }
  signature(doc, input.bidder?.company_name ?? null, formatDate(input.generatedAt));
  footers(doc, `Justificación de la oferta — ${input.out.meta.simulation_name}`);
  done?.('Firma y pies de página');
  doc.end();
  const pdf = await bytes;
  done?.('PDF escrito');
  return pdf;
}
