/**
 * The justification prints the "Complemento hasta el SMI" by category and year beside the salary tables (part 4),
 * read back from the PDF. Arithmetic in the test.
 */
import { describe, expect, it } from 'vitest';
import { agreement, category, tender, type Doc } from '@licita/domain/test/engine/helpers';
import { engineJustificationText } from './engine-justification';

async function justificationText(doc: Doc) {
  const text = await engineJustificationText(doc);
  return text.slice(text.indexOf('4. Convenios colectivos aplicados'), text.indexOf('5. Plantilla y horas'));
}

const agreement2026 = (salary: number) =>
  agreement({ start_year: 2026, salary_year: 2026, categories: [category({ salary_year: salary })] });

describe('the SMI complement in the justification', () => {
  it('a 14,000 € table in 2026 and 2027: 3,094.00 € a year, with where each SMI comes from', async () => {
    // one full-time worker: 17,094 − 14,000 = 3,094 in each year; 2027 has no published SMI: 2026's
    const part = await justificationText(
      tender({
        simulation: { service_date_init: '2026-01-01', service_duration: 24 },
        agreements: [agreement2026(14000)],
      }),
    );
    expect(part).toContain('Complemento hasta el SMI');
    expect(part).toContain('Limpiador/a 2026 14.000,00 € 17.094,00 € RD 126/2026 3.094,00 €');
    expect(part).toMatch(
      /Limpiador\/a 2027 14\.000,00 € 17\.094,00 € sin SMI publicado ni previsto para 2027: se usa el último ?conocido, RD 126\/2026 3\.094,00 €/,
    );
    expect(part).toContain('La antigüedad y los pluses se pagan aparte.');
  });

  it('a table above the SMI prints no complement', async () => {
    const part = await justificationText(
      tender({ simulation: { service_date_init: '2026-01-01' }, agreements: [agreement2026(18000)] }),
    );
    expect(part).toContain('4. Convenios colectivos aplicados');
    expect(part).not.toContain('Complemento hasta el SMI');
  });
});
