/**
 * Where and when an agreement applies (docs/premises.md section 1): the two agreement premises of a run's results,
 * and what the run assumes for the calendar years after the agreement's end_year. Worked by hand in each test.
 */
import { describe, expect, it } from 'vitest';
import { agreementPremises } from '../../src/engine/premises/agreement.js';
import { incrementFactor } from '../../src/engine/wage-rules.js';
import type { AgreementT, TenderDocumentT } from '../../src/engine/index.js';
import { previousStudy } from '../../src/engine/index.js';
import { agreement, FIXED_CLOCK, run, studyPeriod, surrogate, tender, type Doc } from './helpers.js';

const MADRID_AGREEMENT = {
  name: 'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025',
  start_year: 2022,
  end_year: 2025,
  salary_year: 2025,
  annual_increment: [{ year: 2025, increment: 2.8 }],
};
const sevilla = { id: 'loc-1', name: 'Sevilla', region: 'ES-AN', local_holidays: [], nuts_code: 'ES618' };
const premisesOf = (doc: Doc) => agreementPremises(doc as TenderDocumentT);

describe('AGREEMENT_OUT_OF_SCOPE', () => {
  it('a Madrid agreement (ES30) used in a Sevilla center (ES618) is out of its scope', () => {
    const doc = tender({
      simulation: { service_date_init: '2025-01-01', service_duration: 12 },
      agreements: [agreement({ ...MADRID_AGREEMENT, scope: { level: 'region', nuts: ['ES30'] } })],
      localities: [sevilla],
    });
    // ES618 does not start with ES30: the only center is outside; the service ends in 2025, inside the validity
    expect(premisesOf(doc)).toEqual([
      {
        code: 'AGREEMENT_OUT_OF_SCOPE',
        severity: 'warning',
        message:
          'El convenio «Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025» es de ámbito autonómico ' +
          '(Comunidad de Madrid) y el centro «Oficinas centrales», en Sevilla (Andalucía), está fuera de él.',
        detail:
          'Ámbito del convenio: ES30. Provincia de cada centro: Oficinas centrales ES618. Un convenio sectorial obliga ' +
          'en su territorio: el del lugar donde se presta el servicio es el que aplica.',
      },
    ]);
  });

  it('a community covers its provinces; a state agreement covers every province', () => {
    const andalucia = agreement({ ...MADRID_AGREEMENT, end_year: 2030, scope: { level: 'region', nuts: ['ES61'] } });
    const state = agreement({ ...MADRID_AGREEMENT, end_year: 2030, scope: { level: 'state', nuts: [] } });
    for (const a of [andalucia, state]) expect(premisesOf(tender({ agreements: [a], localities: [sevilla] }))).toEqual([]);
  });

  it('no scope, or a locality without nuts_code, gives no warning', () => {
    const noScope = tender({ agreements: [agreement({ end_year: 2030 })], localities: [sevilla] });
    const noNuts = tender({
      agreements: [agreement({ end_year: 2030, scope: { level: 'region', nuts: ['ES30'] } })],
      localities: [{ ...sevilla, nuts_code: null }],
    });
    expect(premisesOf(noScope)).toEqual([]);
    expect(premisesOf(noNuts)).toEqual([]);
  });
});

describe('AGREEMENT_ENDED', () => {
  it('an agreement ended in 2026 for a 2027 service names its last year and the assumption of 2027', () => {
    const doc = tender({
      simulation: { service_date_init: '2027-01-01', service_duration: 12 },
      agreements: [
        agreement({
          name: 'Limpieza 2024-2026',
          start_year: 2024,
          end_year: 2026,
          salary_year: 2026,
          annual_increment: [{ year: 2026, increment: 2.8 }],
        }),
      ],
    });
    expect(premisesOf(doc)).toEqual([
      {
        code: 'AGREEMENT_ENDED',
        severity: 'warning',
        message:
          'El convenio «Limpieza 2024-2026» terminó en 2026; para 2027 se supone que se repite el último incremento (2,8 %).',
        detail:
          'Vigencia del convenio: 2024–2026. Años del servicio: 2027. Sin un convenio nuevo publicado, las tablas de los ' +
          'años posteriores son una suposición: compruébala con el convenio en vigor (ultraactividad) o indícala en ' +
          '«Después de la vigencia».',
      },
    ]);
  });

  it('the Madrid agreement for a 2027–2029 service in Sevilla gives both premises, each later year with its assumption', () => {
    const doc = tender({
      simulation: { service_date_init: '2027-03-01', service_duration: 36 },
      agreements: [
        agreement({
          ...MADRID_AGREEMENT,
          scope: { level: 'region', nuts: ['ES30'] },
          after_validity: { mode: 'percent', percent: 3 },
        }),
      ],
      localities: [sevilla],
    });
    const premises = premisesOf(doc);
    expect(premises.map((p) => p.code)).toEqual(['AGREEMENT_ENDED', 'AGREEMENT_OUT_OF_SCOPE']);
    // March 2027 + 36 months ends in February 2030: four calendar years, all after 2025
    expect(premises[0].message).toBe(
      'El convenio «Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025» terminó en 2025; para 2027, ' +
        '2028, 2029 y 2030 se supone una subida del 3 %.',
    );
  });

  it('a service inside the validity gives nothing', () => {
    expect(premisesOf(tender({ agreements: [agreement({ end_year: 2027 })] }))).toEqual([]);
  });
});

describe('after_validity', () => {
  // salary tables of 2025, the last year of the agreement, +2.8 % in 2025 (already in the tables)
  const ended = (after?: Doc) => agreement({ ...MADRID_AGREEMENT, after_validity: after }) as AgreementT;

  it('repeat_last (also when absent) repeats 2.8 % each later year; percent gives its percent; none keeps the tables', () => {
    // 2027 is two years after 2025
    expect(incrementFactor(ended(), 2027)).toBeCloseTo(1.028 * 1.028, 12);
    expect(incrementFactor(ended({ mode: 'repeat_last' }), 2027)).toBeCloseTo(1.028 * 1.028, 12);
    expect(incrementFactor(ended({ mode: 'percent', percent: 3 }), 2027)).toBeCloseTo(1.03 * 1.03, 12);
    expect(incrementFactor(ended({ mode: 'none' }), 2027)).toBe(1);
    expect(incrementFactor(ended({ mode: 'none' }), 2025)).toBe(1);
  });

  it('inside the validity every mode repeats the last known increment, as before', () => {
    // tables of 2024, +2 % listed for 2025 only, validity to 2026: 2026 repeats 2 % whatever the mode
    const a = (mode: 'repeat_last' | 'none') =>
      agreement({
        start_year: 2024,
        end_year: 2026,
        salary_year: 2024,
        annual_increment: [{ year: 2025, increment: 2 }],
        after_validity: { mode },
      }) as AgreementT;
    expect(incrementFactor(a('none'), 2026)).toBeCloseTo(1.02 * 1.02, 12);
    expect(incrementFactor(a('none'), 2028)).toBeCloseTo(1.02 * 1.02, 12);
    expect(incrementFactor(a('repeat_last'), 2028)).toBeCloseTo(1.02 ** 4, 12);
  });

  it("a surrogate's wage of 2028 follows the assumption, and the run says it in its events and premises", async () => {
    // Ana, full time at 18,000 € in the 2027 tables, 24 months from 2027-01-01; the agreement ends in 2027
    const base = { start_year: 2026, end_year: 2027, salary_year: 2027, annual_increment: [{ year: 2027, increment: 2 }] };
    const wage = async (after: Doc) => {
      const out = await run(
        tender({
          simulation: { service_duration: 24 },
          agreements: [agreement({ ...base, after_validity: after })],
          subrogates: [surrogate()],
        }),
      );
      const ana = out.employees.find((w) => w.kind === 'surrogate')!;
      return { salary: ana.salary, events: out.events.map((e) => e.description), premises: out.results.premises ?? [] };
    };
    const repeat = await wage({ mode: 'repeat_last' });
    const percent = await wage({ mode: 'percent', percent: 3 });
    const none = await wage({ mode: 'none' });
    // 2027: 18,000 €; 2028: 18,000 × 1.02, × 1.03 or × 1
    expect(repeat.salary).toBeCloseTo(18000 + 18000 * 1.02, 6);
    expect(percent.salary).toBeCloseTo(18000 + 18000 * 1.03, 6);
    expect(none.salary).toBeCloseTo(18000 + 18000, 6);
    expect(repeat.events).toContain('Convenio de ejemplo: incremento de 2027 (2 %) repetido hasta 2028');
    expect(percent.events).toContain('Convenio de ejemplo: después de 2027, subida supuesta del 3 % cada año (2028)');
    expect(none.events).toContain('Convenio de ejemplo: después de 2027, se mantienen las tablas de 2027 (2028)');
    expect(none.premises.map((p) => p.message)).toEqual([
      'El convenio «Convenio de ejemplo» terminó en 2027; para 2028 se supone que se mantienen las tablas de 2027.',
    ]);
  });
});

describe('a previous study', () => {
  const study = (end_year: number) =>
    previousStudy(
      {
        previous_study: studyPeriod({ service_date_init: '2027-01-01', service_duration: 12 }),
        parameters: { benefit: 0 },
        agreements: [
          agreement({
            name: 'Limpieza 2024-2026',
            start_year: 2024,
            end_year,
            salary_year: 2026,
            annual_increment: [{ year: 2026, increment: 2.8 }],
          }),
        ],
        subrogates: [surrogate({ working_day_fixed: 40 })],
        material_costs: [],
      },
      { clock: FIXED_CLOCK },
    );

  it("says its surrogates' agreement ended before the service, with the year's assumption, as a simulation does", () => {
    expect(study(2026).results.premises).toEqual([
      expect.objectContaining({
        code: 'AGREEMENT_ENDED',
        severity: 'warning',
        message:
          'El convenio «Limpieza 2024-2026» terminó en 2026; para 2027 se supone que se repite el último incremento (2,8 %).',
      }),
    ]);
  });

  it('says nothing of an agreement in force for the whole service', () => {
    expect((study(2027).results.premises ?? []).map((p) => p.code)).not.toContain('AGREEMENT_ENDED');
  });
});
