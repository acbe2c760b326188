/**
 * The justification prints the social security as the costs priced it (docs/social-security.md): in itemised mode
 * the rates of each calendar year, each line by year and the total, equal to the costs' social security line to the
 * cent; in flat mode the one percentage. Read back from the PDF; the figures computed by hand in the test.
 */
import { describe, expect, it } from 'vitest';
import { SOCIAL_SECURITY_WORDS } from '@licita/domain';
import { agreement, shift, tender, type Doc } from '@licita/domain/test/engine/helpers';
import { engineJustificationText } from './engine-justification';

/** Two full-time open-ended new hires at 18,000 € a year (+2 % a year from 2028) from July 2027 for 24 months. */
const twoNewHires = (simulation: Doc): Doc =>
  tender({
    simulation: { service_date_init: '2027-07-01', service_duration: 24, ...simulation },
    agreements: [agreement({ holiday_days: 0, max_hours_per_year: null, annual_increment: [{ year: 2028, increment: 2 }] })],
    fixed_work_shifts: [shift({ number_of_workers: 2 })],
  });

const part = (text: string, from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to));

describe('the social security in the justification', () => {
  it('itemised, AT/EP 1.5 %: the rates, each line of 2027–2029 and the total of the costs, to the cent', async () => {
    const text = await engineJustificationText(twoNewHires({ social_security_mode: 'itemised', at_ep_percent: 1.5 }));
    const staff = part(text, '5. Plantilla y horas', '6. Materiales');
    expect(staff).toContain(SOCIAL_SECURITY_WORDS.title);
    expect(staff).toContain('Desempleo, contrato indefinido 5,50 % 5,50 % 5,50 %');
    expect(staff).toContain('Desempleo, contrato temporal 6,70 % 6,70 % 6,70 %');
    expect(staff).toContain('MEI (equidad intergeneracional) 0,83 % 0,92 % 1,00 %');
    expect(staff).toContain('AT/EP (accidentes de trabajo) 1,50 % 1,50 % 1,50 %');
    expect(staff).toContain('Real Decreto-ley 2/2023');
    // bases: Jul–Dec 2027 2 × 6 × 1,500; 2028 2 × 12 × 1,530; Jan–Jun 2029 2 × 6 × 1,560.60
    expect(staff).toContain('Bases de cotización 18.000,00 € 36.720,00 € 18.727,20 € 73.447,20 €');
    // 23.60 % of each year's bases: 4,248; 8,665.92; 4,419.6192
    expect(staff).toContain('Contingencias comunes 4.248,00 € 8.665,92 € 4.419,62 € 17.333,54 €');
    // 5.50 %: 990; 2,019.60; 1,029.996
    expect(staff).toContain('Desempleo 990,00 € 2.019,60 € 1.030,00 € 4.039,60 €');
    // MEI 0.83 %, 0.92 %, 1.00 %: 149.40; 337.824; 187.272
    expect(staff).toContain('MEI (equidad intergeneracional) 149,40 € 337,82 € 187,27 € 674,50 €');
    // 1.5 %: 270; 550.80; 280.908
    expect(staff).toContain('AT/EP (accidentes de trabajo) 270,00 € 550,80 € 280,91 € 1.101,71 €');
    // 32.23 % of 18,000, 32.32 % of 36,720, 32.40 % of 18,727.20: 5,801.40 + 11,867.904 + 6,067.6128
    expect(staff).toContain('Total seguridad social 5.801,40 € 11.867,90 € 6.067,61 € 23.736,92 €');
    // the contract years: 5,801.40 + 18,360 × 32.32 %; 18,360 × 32.32 % + 6,067.6128
    expect(staff).toMatch(/1 01\/07\/2027 30\/06\/2028 0,00 € 11\.735,35 €/);
    expect(staff).toMatch(/2 01\/07\/2028 30\/06\/2029 0,00 € 12\.001,56 €/);
    // the costs' social security line of part 2: the same contract years and total
    expect(part(text, '2. La oferta', '3. Fundamentos')).toContain('Seguridad social 11.735,35 € 12.001,56 € 23.736,92 €');
    expect(part(text, '6. Materiales', '7. Presunción')).toContain(
      'Seguridad social: desglosada por tipo de contrato y año, AT/EP 1,50 % (apartado 5)',
    );
  });

  it('flat (the default): the percentage used, no breakdown', async () => {
    const text = await engineJustificationText(twoNewHires({}));
    expect(text).not.toContain(SOCIAL_SECURITY_WORDS.title);
    expect(part(text, '6. Materiales', '7. Presunción')).toContain('Seguridad social: 33,00 % sobre salarios');
    // 33 % × (2 × 6 × 1,500 + 2 × 12 × 1,530 + 2 × 6 × 1,560.60) = 33 % × 73,447.20 = 24,237.576
    expect(part(text, '2. La oferta', '3. Fundamentos')).toMatch(/Seguridad social [\d.,]+ € [\d.,]+ € 24\.237,58 €/);
  });
});
