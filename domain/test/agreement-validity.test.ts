/** An agreement's validity over a service's period; every figure counted by hand on a calendar. */
import { describe, expect, it } from 'vitest';
import { durationText, keepsApplying, servicePeriod, validityOverService, validityState } from '../src';

const period = (start: string, months: number) => servicePeriod(start, months)!;

describe('validity over the service', () => {
  it('a service ending after the agreement: the months after its end, in ultraactividad when it keeps applying', () => {
    // 1/7/2025 + 36 months ends 30/6/2028; 1/1/2026 to 30/6/2028 is 2026, 2027 (24) and six months of 2028: 30
    expect(validityOverService(2025, true, period('2025-07-01', 36))).toEqual({
      state: 'after_end',
      valid_until: '2025-12-31',
      after: { months: 30, days: 0 },
      text: 'Vigente hasta 31/12/2025; el servicio termina el 30/06/2028: 30 meses en ultraactividad',
    });
  });

  it('an agreement that does not keep applying is caducado; a part month is said in days', () => {
    // 15/3/2025 + 36 months ends 14/3/2028; from 1/1/2026: 26 months to 1/3/2028, then 1/3 to 14/3 is 14 days
    const v = validityOverService(2025, false, period('2025-03-15', 36));
    expect(v.state).toBe('expired');
    expect(v.after).toEqual({ months: 26, days: 14 });
    expect(v.text).toBe(
      'Vigente hasta 31/12/2025; el servicio termina el 14/03/2028: 26 meses y 14 días con el convenio caducado',
    );
  });

  it('a service inside the validity, up to its last day, is in force throughout', () => {
    // 1/1/2025 + 24 months ends 31/12/2026, within 2027
    expect(validityOverService(2027, true, period('2025-01-01', 24)).text).toBe(
      'Vigente hasta 31/12/2027; el servicio termina el 31/12/2026: vigente durante todo el servicio',
    );
    // 1/1/2024 + 24 months ends 31/12/2025, the agreement's last day
    expect(validityOverService(2025, false, period('2024-01-01', 24)).state).toBe('in_force');
  });

  it('one day past the end counts one day', () => {
    // 2/1/2025 + 12 months ends 1/1/2026: one day after 31/12/2025
    expect(validityOverService(2025, true, period('2025-01-02', 12)).text).toBe(
      'Vigente hasta 31/12/2025; el servicio termina el 01/01/2026: 1 día en ultraactividad',
    );
  });

  it('a service that starts after the end runs wholly after it', () => {
    // 1/1/2027 + 24 months: 24 months, all after 31/12/2025
    expect(validityOverService(2025, true, period('2027-01-01', 24)).text).toBe(
      'Vigente hasta 31/12/2025; el servicio empieza el 01/01/2027: todo el servicio (24 meses) en ultraactividad',
    );
  });

  it('durations in words', () => {
    expect(durationText({ months: 1, days: 1 })).toBe('1 mes y 1 día');
    expect(durationText({ months: 0, days: 3 })).toBe('3 días');
  });
});

describe('validity today', () => {
  it('a reference agreement or a copy of one keeps applying after its end; another is caducado', () => {
    expect(keepsApplying({ reference: { version: 1 }, base_version: null })).toBe(true);
    expect(keepsApplying({ reference: null, base_version: 1 })).toBe(true);
    expect(keepsApplying({ reference: null, base_version: null })).toBe(false);
    expect(validityState(false, false)).toBe('in_force');
    expect(validityState(true, true)).toBe('after_end');
    expect(validityState(true, false)).toBe('expired');
  });
});
