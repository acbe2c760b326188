import { describe, expect, it } from 'vitest';
import { conventionalCard, type Results } from '../src/index';
import { run, sevenDayHospital, tender } from './engine/helpers';

const hospital = (parameters: object = {}) => sevenDayHospital({ parameters });
const cardOf = async (parameters: object = {}) =>
  conventionalCard((await run(hospital(parameters))).results as unknown as Results)!;

describe('"Método de horas anuales" card', () => {
  it('per category the hours, effective hours, FTE and wages; the roster needing more people is said', async () => {
    // 7-day service: 2,920 h / 2,000 h = 1.46 FTE, wages 26,280; the roster staffs it with 56 / 40 = 1.4 FTE of hires
    // plus 1.4 × 30 / 365 = 0.12 FTE of vacation substitutes: 1.52 FTE, more than the method's 1.46
    const card = await cardOf();
    expect(card.head).toEqual([
      'Categoría',
      'Horas',
      'Horas efectivas por ETC',
      'ETC',
      'ETC subrogados',
      'ETC nuevos',
      'Salarios',
      'ETC del cuadrante',
    ]);
    expect(card.rows).toEqual([
      {
        category: 'Limpiador/a',
        cells: ['2.920,00 h', '2.000,00 h', '1,46', '0,00', '1,46', '26.280,00 €', '1,52'],
        rosterNeedsMore: true,
      },
    ]);
    expect(card.totals.find((t) => t.label === 'Total sin IVA')!.value).toBe('34.952,40 €');
    // 34,952.40 − 36,270.74 = −1,318.34, −3.63 % of the roster
    expect(card.difference.value).toBe('-1.318,34 €');
    expect(card.difference.percent).toBe('-3,63 %');
    expect(card.difference.sentence).toContain('las reglas de descanso del convenio');
    expect(card.covers).toBeNull();
  });

  it('with a tender budget between the two totals: it covers the method and not the roster', async () => {
    const card = await cardOf({ tender_budget: 35000 });
    expect(card.covers).toEqual([
      {
        method: 'roster',
        covered: false,
        text: 'El presupuesto de licitación (35.000,00 €) no cubre el cuadrante (36.270,74 €).',
      },
      {
        method: 'conventional',
        covered: true,
        text: 'El presupuesto de licitación (35.000,00 €) cubre el método de horas anuales (34.952,40 €).',
      },
    ]);
  });

  it('when the method costs more, the sentence says holidays and vacation are given to every worker', async () => {
    // 5-day office (2,032 h / 2,000 h = 1.016 FTE): the method is 383.04 above the roster
    const card = conventionalCard((await run(tender())).results as unknown as Results)!;
    expect(card.difference.value).toBe('+383,04 €');
    expect(card.difference.sentence).toMatch(
      /^El método de horas anuales cuesta más: da a cada trabajador las vacaciones y los 14 festivos/,
    );
    expect(card.rows[0].rosterNeedsMore).toBe(false);
  });
});
