/**
 * "Justificación de la oferta": the PDF a bid preparer hands in when the contracting authority takes the offer as
 * abnormally low (LCSP art. 149.4). It defends the offer, not only the cost: how the offered price pays the
 * salaries, social security, materials and overheads, on what grounds it is lower, and the art. 85 check step by
 * step. Built with pdfkit; Spanish, es-ES numbers (1.234,56 €) and DD/MM/YYYY dates; every euro goes through the
 * same rounding as the page (`moneyText`), so the PDF, the page and the workbook agree to the cent.
 */
import { formatDate } from '@licita/domain';
import { collect, footers, newDocument, signature, title } from './justification-layout';
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

export async function buildJustificationPdf(input: JustificationInput): Promise<Buffer> {
  const doc = newDocument({ title: 'Justificación de la oferta', createdAt: input.generatedAt });
  const done = collect(doc);
  title(
    doc,
    'Justificación de la oferta',
    'Justificación de la viabilidad de la oferta (art. 149.4 de la Ley 9/2017 de Contratos del Sector Público)',
  );
  coverPart(doc, input);
  offerPart(doc, input);
  groundsPart(doc, input);
  agreementsPart(doc, input);
  staffPart(doc, input);
  materialsPart(doc, input);
  abnormalPart(doc, input);
  conventionalPart(doc, input);
  signature(doc, input.bidder?.company_name ?? null, formatDate(input.generatedAt));
  footers(doc, `Justificación de la oferta — ${input.out.meta.simulation_name}`);
  doc.end();
  return done;
}
