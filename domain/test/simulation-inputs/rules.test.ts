import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  INPUT_MESSAGES as M,
  validateSimulationName,
  servicePeriodErrors,
  validateBasicData,
  checkBasicData,
  basicDataSaveBlocker,
  validateCenters,
  checkCenters,
  validateCategoryPositions,
  validateFixedShift,
  checkFixedShift,
  fixedShiftWarnings,
  shiftHours,
  validateHourlyTask,
  checkHourlyTask,
  parseTaskTime,
  timeSlotLength,
  defaultFrequencyPeriod,
  frequencyPeriods,
  fillCompleteTimeSlotAvailable,
  toggleWorkingWeek,
  weekdaysLabel,
  autoSelect,
  validateSurrogate,
  checkSurrogate,
  possibleRetirement,
  workingDayFixed,
  surrogateWeekProblem,
  disabilityDiscount,
  markDisability,
  totalWeeklyHours,
  nextSurrogateForm,
  validateMaterialCost,
  checkMaterialCost,
  costTypeFields,
  prefillMaterialCost,
  servicePeriod,
  dateProblem,
  validateLocality,
  mergeLocalitiesByName,
  normalizeRegion,
  importCellMessage,
  breadcrumbName,
  validateImportFile,
} from '../../src/index';

const fields = (errs: { field: string; message: string }[]) => Object.fromEntries(errs.map((e) => [e.field, e.message]));

describe('names and basic data', () => {
  it('name required and unique in the tender', () => {
    expect(validateSimulationName('  ')).toEqual([{ field: 'name', message: 'Nombre requerido' }]);
    expect(validateSimulationName('Base', ['base '])).toEqual([{ field: 'name', message: M.nameTaken }]);
    expect(M.nameTaken).toBe('No pueden existir dos simulaciones con el mismo nombre en la licitación.');
    expect(validateSimulationName('Base', ['Otra'])).toEqual([]);
  });
  it('dates: required, 4-digit year, invalid', () => {
    expect(dateProblem('')).toBe('Valor requerido');
    expect(dateProblem('202-01-01')).toBe('El año debe tener 4 dígitos');
    expect(dateProblem('20245-01-01')).toBe('El año debe tener 4 dígitos');
    expect(dateProblem('2025-02-30')).toBe('Fecha invalida');
    expect(dateProblem('2025-02-28')).toBeNull();
  });
  it('basic data rules with their Spanish messages', () => {
    expect(fields(validateBasicData({}))).toEqual({
      service_date_init: 'Valor requerido',
      service_duration: 'Duración es requerido',
      social_security: 'Valor requerido',
      absenteeism_rate: 'Valor requerido',
    });
    expect(
      fields(
        validateBasicData({ service_date_init: '2026-01-01', service_duration: 101, social_security: 101, absenteeism_rate: -1 }),
      ),
    ).toEqual({
      service_duration: 'La duración debe ser un número entero de meses entre 1 y 100',
      social_security: 'Valor incorrecto',
      absenteeism_rate: 'Valor incorrecto',
    });
    expect(
      checkBasicData({ service_date_init: '2026-01-01', service_duration: '12', social_security: '34,5', absenteeism_rate: 0 }),
    ).toEqual(E.right({ service_date_init: '2026-01-01', service_duration: 12, social_security: 34.5, absenteeism_rate: 0 }));
    const ok = { service_date_init: '2026-01-01', service_duration: 12, social_security: 34, absenteeism_rate: 0 };
    expect(basicDataSaveBlocker(ok, 0)).toBe('Para poder guardar, añade al menos un centro pulsando en +.');
    expect(basicDataSaveBlocker({ ...ok, service_duration: null }, 1)).toBe('Complete correctamente los datos básicos.');
    expect(basicDataSaveBlocker(ok, 1)).toBeNull();
  });
  it('service period', () => {
    expect(servicePeriod('2026-01-31', 1)).toEqual({ date_init: '2026-01-31', date_end: '2026-02-27' });
    expect(servicePeriod('2026-01-01', 12)).toEqual({ date_init: '2026-01-01', date_end: '2026-12-31' });
    expect(servicePeriod(null, 12)).toBeNull();
  });
});

describe('centers and localities', () => {
  it('center rules; vacation coverage becomes 100 when empty', () => {
    expect(fields(validateCenters([{ name: '', municipality_id: '', agreement_id: null }]))).toEqual({
      'centers[0].name': 'Centros es requerido',
      'centers[0].municipality_id': 'Localidad es requerido',
      'centers[0].agreement_id': 'Convenio es requerido',
    });
    expect(
      fields(validateCenters([{ name: 'A', municipality_id: 'm', agreement_id: 'a', vacation_coverage: 120, center_group: 0 }])),
    ).toEqual({
      'centers[0].vacation_coverage': 'Valor incorrecto',
      'centers[0].center_group': 'Valor incorrecto',
    });
    const r = checkCenters([{ name: ' A ', municipality_id: 'm', agreement_id: 'a', vacation_coverage: 'x' }]);
    expect(r).toEqual(
      E.right([
        { center_id: null, name: 'A', municipality_id: 'm', agreement_id: 'a', center_group: null, vacation_coverage: 100 },
      ]),
    );
    expect(validateImportFile(null)).toEqual([{ field: 'file', message: 'Seleccione un fichero' }]);
  });
  it('localities merged by name; regions', () => {
    expect(normalizeRegion('MD')).toBe('ES-MD');
    expect(normalizeRegion('Andalucía')).toBe('ES-AN');
    expect(normalizeRegion('XX')).toBeNull();
    const merged = mergeLocalitiesByName([
      { id: '1', name: 'Ávila', local_holidays: ['2026-10-15'] },
      { id: '2', name: 'avila ', local_holidays: ['2026-06-01'] },
      { id: '3', name: 'Madrid', local_holidays: [] },
    ]);
    expect(merged).toEqual([
      { id: '1', name: 'Ávila', local_holidays: ['2026-06-01', '2026-10-15'] },
      { id: '3', name: 'Madrid', local_holidays: [] },
    ]);
    expect(
      fields(validateLocality({ name: '', region: 'ZZ', local_holidays: ['2026-13-01', '2026-01-02', '2026-01-02'] })),
    ).toEqual({
      name: 'Nombre requerido',
      region: 'Comunidad autónoma desconocida',
      'local_holidays[0]': 'Fecha invalida',
      'local_holidays[2]': 'Festivo repetido',
    });
  });
});

describe('category-positions', () => {
  it('every category needs a position unless any category does any position', () => {
    const cats = [
      { id: 'c1', positions: [{ id: 'p' }] },
      { id: 'c2', positions: [] },
    ];
    expect(validateCategoryPositions({ disabled: false, categories: cats })).toEqual([
      { field: 'categories', message: 'Hay categorías sin puestos' },
    ]);
    expect(validateCategoryPositions({ disabled: true, categories: cats })).toEqual([]);
    const six = Array.from({ length: 6 }, (_, i) => ({ id: `p${i}` }));
    expect(
      fields(validateCategoryPositions({ disabled: false, categories: [{ id: 'c', positions: six }] }))[
        'categories[0].positions'
      ],
    ).toBeDefined();
  });
});

const shift = {
  center_id: 'c',
  position_id: 'p',
  number_of_workers: 2,
  shift_type: 'morning' as const,
  shift_times: [{ time_init: '06:00', time_end: '14:00' }],
  weekdays_working: ['monday'],
  work_in_holidays: false,
  weekday_work_in_holidays: false,
};

describe('fixed shifts', () => {
  it('required fields with their Spanish messages', () => {
    expect(fields(validateFixedShift({ shift_type: 'morning', shift_times: [{}], weekdays_working: [] }))).toEqual({
      center_id: 'Seleccione un centro',
      position_id: 'Seleccione un puesto',
      number_of_workers: 'Campo requerido',
      'shift_times[0].time_init': 'Seleccione los horarios.',
      'shift_times[0].time_end': 'Seleccione los horarios.',
      weekdays_working: 'Selecciona algún día de la semana.',
    });
  });
  it('split shifts need two ranges that do not coincide', () => {
    expect(fields(validateFixedShift({ ...shift, shift_type: 'split' }))).toEqual({
      'shift_times[1].time_init': 'Seleccione los horarios.',
      'shift_times[1].time_end': 'Seleccione los horarios.',
    });
    const same = {
      ...shift,
      shift_type: 'split' as const,
      shift_times: [
        { time_init: '06:00', time_end: '10:00' },
        { time_init: '06:00', time_end: '10:00' },
      ],
    };
    expect(fields(validateFixedShift(same))).toEqual({ 'shift_times[1]': 'Los horarios no pueden coincidir.' });
    const ok = {
      ...same,
      shift_times: [
        { time_init: '06:00', time_end: '10:00' },
        { time_init: '17:00', time_end: '21:00' },
      ],
    };
    expect(validateFixedShift(ok)).toEqual([]);
  });
  it('weekdays: not needed with every holiday, needed again with AF', () => {
    expect(validateFixedShift({ ...shift, weekdays_working: [], work_in_holidays: true })).toEqual([]);
    expect(
      fields(validateFixedShift({ ...shift, weekdays_working: [], work_in_holidays: true, weekday_work_in_holidays: true })),
    ).toEqual({
      weekdays_working: 'Selecciona algún día de la semana.',
    });
  });
  it('periods without work: valid, inside the service, not overlapping', () => {
    const period = servicePeriod('2026-01-01', 12);
    const bad = {
      ...shift,
      exists_period_without_work: true,
      periods_without_work: [
        { date_init: '2026-03-01', date_end: '2026-03-10' },
        { date_init: '2026-03-05', date_end: '2026-03-12' },
        { date_init: '2027-03-05', date_end: '2027-03-12' },
        { date_init: '206-03-05', date_end: '2026-03-12' },
      ],
    };
    expect(fields(validateFixedShift(bad, period))).toEqual({
      'periods_without_work[1]': 'Seleccione fechas válidas',
      'periods_without_work[2]': 'Seleccione fechas válidas',
      'periods_without_work[3].date_init': 'El año debe tener 4 dígitos',
    });
  });
  it('over 9 hours warns; end before start is the next day', () => {
    expect(shiftHours([{ time_init: '22:00', time_end: '06:00' }])).toBe(8);
    expect(fixedShiftWarnings({ shift_times: [{ time_init: '06:00', time_end: '16:00' }] })).toEqual([
      '¡Ojo! Has creado un turno de más de 9 horas, asegúrate que el convenio lo permita',
    ]);
    expect(fixedShiftWarnings(shift)).toEqual([]);
    const r = checkFixedShift({ ...shift, weekdays_working: ['friday', 'monday'] });
    expect(E.isRight(r) && r.right).toMatchObject({
      shifts: 1,
      weekdays_working: ['monday', 'friday'],
      exists_period_without_work: false,
    });
  });
});

const task = {
  center_id: 'c',
  position_id: 'p',
  name: 'Cristales',
  work_in_holidays: false,
  weekday_work_in_holidays: false,
  weekdays: ['monday'],
  work_time: '1:30',
  frequency: { period_type: 'fixed_period' as const, period: 'day' as const, amount: 1 },
};

describe('hourly tasks', () => {
  it('time format hh or hh:mm', () => {
    expect(parseTaskTime('2')).toEqual(E.right({ hours: 2, minutes: 0 }));
    expect(parseTaskTime('1234:59')).toEqual(E.right({ hours: 1234, minutes: 59 }));
    expect(parseTaskTime('12345')).toEqual(E.left('Formato hh ó hh:mm.'));
    expect(parseTaskTime('1:60')).toEqual(E.left('Formato hh ó hh:mm.'));
  });
  it('required fields and rules', () => {
    expect(
      fields(
        validateHourlyTask({
          work_time: 'x',
          weekdays: [],
          frequency: { period_type: 'repeated_over_x_period', period: 'year', amount: 0 },
        }),
      ),
    ).toEqual({
      center_id: 'Seleccione un centro',
      position_id: 'Seleccione un puesto',
      name: 'Nombre requerido.',
      work_time: 'Formato hh ó hh:mm.',
      weekdays: 'Selecciona algún día de la semana.',
      'frequency.period': 'Valor incorrecto',
      'frequency.amount': 'Valor incorrecto',
    });
  });
  it('frequency defaults, time slot length, fill complete only for fixed/day, negative people become 0', () => {
    expect(defaultFrequencyPeriod('fixed_period')).toBe('week');
    expect(defaultFrequencyPeriod('repeated_x_times_over_period')).toBe('day');
    expect(frequencyPeriods('repeated_over_x_period')).not.toContain('year');
    expect(fillCompleteTimeSlotAvailable({ period_type: 'fixed_period', period: 'day' })).toBe(true);
    expect(fillCompleteTimeSlotAvailable({ period_type: 'fixed_period', period: 'week' })).toBe(false);
    expect(timeSlotLength('08:00', '08:00')?.text).toBe('24:00');
    expect(timeSlotLength('22:00', '02:30')).toEqual({ hours: 4, minutes: 30, text: '04:30' });
    const r = checkHourlyTask({
      ...task,
      number_of_workers: -3,
      recommended_time_slot: { time_init: '08:00', time_end: '10:00' },
      fill_complete_time_slot: true,
      frequency: { period_type: 'fixed_period', period: 'week', amount: '' },
    });
    expect(E.isRight(r) && r.right).toMatchObject({
      number_of_workers: 0,
      fill_complete_time_slot: false,
      work_time: { hours: 1, minutes: 30 },
      frequency: { amount: 1 },
    });
    expect(fields(validateHourlyTask({ ...task, fill_complete_time_slot: true }))).toEqual({
      recommended_time_slot: 'Seleccione los horarios.',
    });
  });
  it('weekday helpers and auto-selection', () => {
    expect(toggleWorkingWeek(['sunday'], true)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'sunday']);
    expect(toggleWorkingWeek(['monday', 'sunday'], false)).toEqual(['sunday']);
    expect(weekdaysLabel(['monday', 'wednesday'], true, true)).toBe('L X F AF');
    expect(autoSelect(null, [{ id: 'only' }])).toBe('only');
    expect(autoSelect(null, [{ id: 'a' }, { id: 'b' }])).toBeNull();
  });
});

describe('surrogates', () => {
  it('rules with their Spanish messages', () => {
    expect(fields(validateSurrogate({}))).toEqual({ category_id: 'Categoría requerida', working_day: 'Valor requerido' });
    expect(fields(validateSurrogate({ category_id: 'c', working_day: -1, salary_year: -5, annual_bonuses: -1 }))).toEqual({
      working_day: 'Valor incorrecto',
      salary_year: 'Valor incorrecto',
      annual_bonuses: 'Valor incorrecto',
    });
    expect(fields(validateSurrogate({ category_id: 'c', working_day: 120, value_metric_working_day: 'PERCENT' }))).toEqual({
      working_day: 'Valor incorrecto',
    });
    expect(checkSurrogate({ category_id: 'c', working_day: '20' })).toEqual(
      E.right(expect.objectContaining({ working_day: 20, value_metric_working_day: 'FIXED', center_id: null })),
    );
  });
  it("'Posible jubilación' more than 35 years before the end of the service", () => {
    expect(possibleRetirement('1993-01-01', '2026-01-01', 12)).toBe(false);
    expect(possibleRetirement('1991-12-31', '2026-01-01', 12)).toBe(true);
    expect(possibleRetirement('1992-01-01', '2026-01-01', 12)).toBe(false);
    expect(possibleRetirement(null, '2026-01-01', 12)).toBe(false);
  });
  it('weekly hours and the next form', () => {
    expect(workingDayFixed({ working_day: 50, value_metric_working_day: 'PERCENT' }, 40)).toBe(20);
    expect(workingDayFixed({ working_day: 30 }, 40)).toBe(30);
    expect(totalWeeklyHours([{ working_day_fixed: 20 }, { working_day_fixed: 15.5 }])).toBe(35.5);
    expect(nextSurrogateForm({ agreement_id: 'a', category_id: 'c', working_day: 30, name: 'X' })).toEqual({
      agreement_id: 'a',
      category_id: 'c',
      value_metric_working_day: 'FIXED',
    });
  });
  it("a week over the agreement's is refused with one sentence (the dialog, both imports, the fakes, the engine's warning)", () => {
    expect(surrogateWeekProblem(40, 40)).toBeNull();
    expect(
      surrogateWeekProblem(workingDayFixed({ working_day: 100, value_metric_working_day: 'PERCENT' }, 37.5), 37.5),
    ).toBeNull();
    expect(surrogateWeekProblem(40.5, 40)).toBe('Las horas de un subrogado no pueden superar las horas del convenio');
  });
});

describe('disability discount (Descontar SS)', () => {
  it('4,500 € a year × the part-time coefficient over the service, never more than the social security; unmarking gives it back', () => {
    expect(disabilityDiscount(6000, 1, 12)).toBe(4500);
    expect(disabilityDiscount(6000, 0.5, 24, 4000)).toBe(4000);
    expect(disabilityDiscount(1000, 1, 12)).toBe(1000);
    const marked = markDisability({ fte: 0.5, social_security: 5000, social_security_discount: 0 }, true, 12);
    expect(marked).toEqual({ fte: 0.5, social_security: 2750, social_security_discount: 2250, social_security_activate: true });
    expect(markDisability(marked, false, 12)).toEqual({
      fte: 0.5,
      social_security: 5000,
      social_security_discount: 0,
      social_security_activate: false,
    });
  });
});

describe('other costs', () => {
  it('rules per type', () => {
    expect(fields(validateMaterialCost({ cost_type: 'MONTHLY_UNIT_COST' }))).toEqual({
      center_id: 'Centro requerido',
      name: 'Material requerido',
      amount: 'Valor requerido',
      months_to_apply: 'Valor requerido',
      number_of_units: 'Valor requerido',
    });
    expect(fields(validateMaterialCost({ center_id: null, name: 'Guantes', cost_type: 'SALARY_PERCENT', amount: 101 }))).toEqual({
      amount: 'Valor incorrecto',
    });
    expect(validateMaterialCost({ name: 'X', cost_type: 'AMOUNT_BY_WORKER', amount: 5 }, { requireCenter: false })).toEqual([]);
    expect(costTypeFields('MONTHLY_AMOUNT')).toEqual({ months: true, units: false });
    expect(
      checkMaterialCost({ center_id: null, name: 'X', cost_type: 'AMOUNT_BY_WORKER', amount: 5, months_to_apply: 3 }),
    ).toEqual(
      E.right({
        name: 'X',
        cost_type: 'AMOUNT_BY_WORKER',
        amount: 5,
        months_to_apply: null,
        number_of_units: null,
        center_id: null,
      }),
    );
    expect(prefillMaterialCost({ name: 'P', cost_type: 'SALARY_PERCENT', amount: 3 }).amount).toBeNull();
  });
});

describe('imports and display', () => {
  it('names sheet, row and column', () => {
    expect(importCellMessage('Subrogados', 3, 'C', 'Categoría', 'Categoría requerida')).toBe(
      'Hoja Subrogados, fila 3, columna C (Categoría): Categoría requerida',
    );
    expect(breadcrumbName('a'.repeat(81))).toBe(`${'a'.repeat(80)}...`);
  });
});

describe('service start between 2000 and 2100', () => {
  it('refuses a far start with a message naming the field, accepts the edges', () => {
    const of = (service_date_init: string) => servicePeriodErrors({ service_date_init, service_duration: 12 });
    expect(of('9999-12-01')).toEqual([
      { field: 'service_date_init', message: 'La fecha de inicio del servicio debe estar entre el 01/01/2000 y el 31/12/2100' },
    ]);
    expect(of('1999-12-31')).toHaveLength(1);
    expect(of('2000-01-01')).toEqual([]);
    expect(of('2100-12-31')).toEqual([]);
  });
});
