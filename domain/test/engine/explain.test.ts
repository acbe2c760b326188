import { describe, it, expect } from 'vitest';
import {
  explainStaffing,
  hoursEs,
  weekViolations,
  buildModel,
  decodeTender,
  type ExplanationItem,
  type SimulationOutput,
} from '../../src/engine/index.js';
import { isRight } from 'fp-ts/lib/Either.js';
import { agreement, run, shift, splitShift, surrogate, tender } from './helpers.js';

const items = (out: SimulationOutput): ExplanationItem[] => (out.explanations ?? []).flatMap((e) => e.items);
const LIMITS = {
  maxDayMinutes: 540,
  maxWeekMinutes: 2400,
  maxWeekFromYearMinutes: 2400,
  maxSections: 2,
  restMinutes: 720,
  consecutiveRestMinutes: 2160,
};

describe('staffing explanations (explain.ts)', () => {
  it('hours in es-ES with at most two decimals', () => {
    expect([hoursEs(360), hoursEs(390), hoursEs(135), hoursEs(20), hoursEs(0)]).toEqual(['6', '6,5', '2,25', '0,33', '0']);
  });

  it('the week check tags each broken rule as the validator words it', () => {
    const w = { id: 'w', kind: 'surrogate' as const, contractMinutes: 600 };
    const day = (d: number, a: number, b: number) => ({ day: d, segments: [{ start: a, end: b }] });
    expect(weekViolations(w, LIMITS, [day(0, 480, 840)])).toEqual([]);
    expect(weekViolations(w, LIMITS, [day(0, 480, 840), day(0, 840, 1200)]).map((v) => v.rule)).toEqual([
      'contract',
      'daily_max',
    ]);
    expect(weekViolations(w, LIMITS, [day(0, 840, 1200), day(1, 360, 480)]).map((v) => v.rule)).toEqual(['rest_between_days']);
    expect(weekViolations(w, LIMITS, [day(0, 480, 600), day(0, 540, 660)]).map((v) => v.rule)).toEqual(['overlap']);
    const rest = weekViolations(
      { ...w, contractMinutes: 5000 },
      { ...LIMITS, restMinutes: 0, maxDayMinutes: 1440 },
      [0, 1, 2, 3, 4, 5, 6].map((d) => day(d, 0, 600)),
    );
    expect(rest.map((v) => v.rule)).toEqual(['weekly_max', 'weekly_rest']);
    expect(rest[1]!.message).toBe('w: descanso semanal continuo de 14 h < 36 h');
  });

  it('idle hours kept idle by the daily maximum: the other shift would make 12 h a day', async () => {
    const out = await run(
      tender({
        fixed_work_shifts: [
          shift({ id: 'a', shift_times: [{ time_init: '08:00', time_end: '14:00' }] }),
          shift({ id: 'b', shift_times: [{ time_init: '14:00', time_end: '20:00' }] }),
        ],
        subrogates: [surrogate({ name: 'Ana López', working_day_fixed: 40 })],
      }),
    );
    expect(out.explanations).toHaveLength(1);
    expect(out.explanations![0]).toMatchObject({
      group: 'C:cen-1',
      center_group: 'Oficinas centrales',
      position_id: 'pos-limp',
      position: 'Limpieza',
    });
    const idle = items(out).find((i) => i.code === 'idle_surrogate')!;
    expect(idle.message).toBe(
      'Ana López queda 10 h semanales sin trabajo: el convenio limita la jornada a 9 h diarias y no hay más demanda de Limpieza en su centro.',
    );
    expect(idle.rules).toEqual(['daily_max', 'no_demand']);
    expect(idle.numbers).toMatchObject({
      idle_hours: 10,
      contracted_hours: 40,
      assigned_hours: 30,
      blocks_tested: 5,
      max_day_hours: 9,
    });
    const hire = items(out).find((i) => i.code === 'part_time_hire')!;
    expect(hire.message).toBe(
      'Limpiador/a (nueva contratación 1) se contrata a tiempo parcial (30 h de 40 h semanales): es la demanda de Limpieza que no cubren los subrogados.',
    );
  });

  it('idle hours kept idle by the 12 h rest between days', async () => {
    const out = await run(
      tender({
        fixed_work_shifts: [
          shift({ id: 'a', shift_times: [{ time_init: '14:00', time_end: '20:00' }] }),
          shift({
            id: 'b',
            shift_times: [{ time_init: '06:00', time_end: '08:00' }],
            weekdays_working: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
          }),
        ],
        subrogates: [surrogate({ working_day_fixed: 40 })],
      }),
    );
    const idle = items(out).find((i) => i.code === 'idle_surrogate')!;
    expect(idle.message).toBe(
      'Ana queda 10 h semanales sin trabajo: el convenio exige 12 h de descanso entre jornadas y no hay más demanda de Limpieza en su centro.',
    );
    expect(idle.numbers.rest_hours).toBe(12);
  });

  it('idle hours kept idle because the rest of the demand is at her own hours', async () => {
    const out = await run(
      tender({
        fixed_work_shifts: [shift({ number_of_workers: 2, shift_times: [{ time_init: '08:00', time_end: '12:00' }] })],
        subrogates: [surrogate({ working_day_fixed: 40 })],
      }),
    );
    const idle = items(out).find((i) => i.code === 'idle_surrogate')!;
    expect(idle.message).toBe(
      'Ana queda 20 h semanales sin trabajo: los bloques pendientes coinciden con su horario y no hay más demanda de Limpieza en su centro.',
    );
    expect(idle.rules).toEqual(['overlap', 'no_demand']);
  });

  it('idle hours with no demand left', async () => {
    const out = await run(
      tender({
        fixed_work_shifts: [shift({ shift_times: [{ time_init: '08:00', time_end: '12:00' }] })],
        subrogates: [surrogate({ working_day_fixed: 30 })],
      }),
    );
    expect(items(out).map((i) => i.message)).toEqual([
      'Ana queda 10 h semanales sin trabajo: no hay más demanda de Limpieza en su centro.',
    ]);
  });

  it('two hires for 30 h because two people are needed at the same time', async () => {
    const out = await run(
      tender({ fixed_work_shifts: [shift({ number_of_workers: 2, shift_times: [{ time_init: '08:00', time_end: '11:00' }] })] }),
    );
    const it0 = items(out);
    expect(it0).toHaveLength(1);
    expect(it0[0]!.code).toBe('extra_hire');
    expect(it0[0]!.message).toBe(
      '2 contrataciones nuevas de Limpiador/a para 30 h semanales, aunque por horas bastaría 1: hay bloques a la misma hora que necesitan personas distintas.',
    );
    expect(it0[0]!.numbers).toMatchObject({ hires: 2, hours: 30, hires_by_hours: 1 });
  });

  it('a third hire forced by the rest after a split shift and a late shift', async () => {
    const out = await run(
      tender({
        fixed_work_shifts: [
          splitShift('a', ['06:00', '10:00'], ['16:00', '20:00']),
          shift({ id: 'n', shift_times: [{ time_init: '22:00', time_end: '02:00' }] }),
        ],
      }),
    );
    const extra = items(out).find((i) => i.code === 'extra_hire')!;
    expect(extra.message).toBe(
      '3 contrataciones nuevas de Limpiador/a para 60 h semanales, aunque por horas bastarían 2: el convenio exige 12 h de descanso entre jornadas.',
    );
    expect(extra.rules).toEqual(['rest_between_days']);
  });

  it('two part-time hires where one seems enough: the 12 h rest after a split shift', async () => {
    const split = {
      number_of_workers: 2,
      shift_type: 'split',
      shift_times: [
        { time_init: '06:00', time_end: '10:00' },
        { time_init: '16:00', time_end: '20:00' },
      ],
    };
    const subs = [
      surrogate({ name: 'Ana Pérez', working_day_fixed: 30 }),
      surrogate({ id: 'sub-2', name: 'Luis Gómez', working_day_fixed: 20 }),
    ];
    const out = await run(
      tender({
        agreements: [agreement({ holiday_days: 0, max_hours_per_year: null })],
        fixed_work_shifts: [shift(split)],
        subrogates: subs,
      }),
    );
    expect(items(out).map((i) => i.message)).toEqual([
      'Ana Pérez queda 6 h semanales sin trabajo: ningún bloque pendiente cabe en las 6 h que le quedan de contrato (el menor dura 8 h) y el resto de la demanda de Limpieza que puede hacer la cubren otros subrogados.',
      'Luis Gómez queda 4 h semanales sin trabajo: ningún bloque pendiente cabe en las 4 h que le quedan de contrato (el menor dura 8 h) y el resto de la demanda de Limpieza que puede hacer la cubren otros subrogados.',
      '2 contrataciones nuevas de Limpiador/a para 40 h semanales, aunque por horas bastaría 1: el convenio exige 12 h de descanso entre jornadas.',
    ]);
    // with the yearly cap (2,000 h over 52.18 weeks: 38,32 h a week) two hires are needed by hours, and the split is explained
    const capped = await run(
      tender({ agreements: [agreement({ holiday_days: 0 })], fixed_work_shifts: [shift(split)], subrogates: subs }),
    );
    const split2 = items(capped).find((i) => i.code === 'part_time_hire')!;
    expect(split2.message).toBe(
      'Las 40 h semanales de Limpieza que no cubren los subrogados se reparten en 2 contrataciones (24 h y 16 h): el convenio exige 12 h de descanso entre jornadas.',
    );
    expect(split2.numbers).toMatchObject({ hires: 2, hours: 40, hires_by_hours: 2, rest_hours: 12 });
  });

  it('a full-time hire and no surrogate: nothing to explain', async () => {
    const out = await run(tender());
    expect(out.explanations).toEqual([]);
  });

  it('a block that would fit is no explanation: idle hours the roster could use are not excused', () => {
    const decoded = decodeTender(tender({ subrogates: [surrogate({ working_day_fixed: 40 })] }));
    if (!isRight(decoded)) throw new Error('bad tender');
    const model = buildModel(decoded.right);
    const job = {
      index: 0,
      key: 'j0',
      group: 'C:cen-1',
      centerId: 'cen-1',
      positionId: 'pos-limp',
      sourceId: 's',
      sourceKind: 'shift' as const,
      label: 'Turno s',
      line: 0,
      day: 0,
      segments: [{ start: 480, end: 840 }],
      minutes: 360,
      occurrences: [],
      occurrenceMinutes: 360,
    };
    const base = { model, jobs: [job], positionName: () => 'Limpieza', centerName: () => 'Oficinas centrales' };
    const sub = {
      id: 'sub:sub-1',
      kind: 'surrogate' as const,
      surrogateId: 'sub-1',
      name: 'Ana',
      categoryId: 'cat-limp',
      agreementId: 'agr-1',
      centerId: 'cen-1',
      group: 'C:cen-1',
      contractMinutes: 2400,
    };
    const hire = { ...sub, id: 'new:1', kind: 'new' as const, surrogateId: undefined, name: 'Nueva', contractMinutes: 360 };
    // the job done by a new hire while Ana is idle: it would fit her week, so no idle sentence
    const e = explainStaffing({
      ...base,
      workers: [sub, hire],
      assignments: [{ jobKey: 'j0', workerId: 'new:1', day: 0, segments: job.segments }],
    });
    expect(e.flatMap((x) => x.items).map((i) => i.code)).toEqual(['part_time_hire']);
  });
});
