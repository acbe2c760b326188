/** The justification's text of a tender document solved by the engine alone (no server): what a PDF test reads. */
import { simulate, type AgreementT } from '@licita/domain';
import { FIXED_CLOCK, type Doc } from '@licita/domain/test/engine/helpers';
import { buildJustificationPdf } from '../../src/runs/justification-pdf';
import { metaOf, type StoredOutput } from '../../src/runs/solution';
import { pdfText } from '../pdf-text';

export async function engineJustificationText(doc: Doc): Promise<string> {
  const { events: _e, ...output } = await simulate(doc, { clock: FIXED_CLOCK });
  const out: StoredOutput = { ...output, meta: metaOf(doc, 'Oficinas', output) };
  const pdf = await buildJustificationPdf({
    out,
    agreements: doc.agreements as AgreementT[],
    kindLabel: 'Simulación',
    tender: null,
    bidder: null,
    grounds: null,
    generatedAt: new Date(Date.UTC(2026, 10, 22)),
  });
  return pdfText(pdf);
}
