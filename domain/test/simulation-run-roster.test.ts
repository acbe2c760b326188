import { describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either.js';
import {
  dayHours,
  dayTotals,
  filterRoster,
  hoursLabel,
  rosterCategories,
  rosterCenters,
  WeeklyRosterWorkerCodec,
  weekGrid,
  weekLabel,
  type RosterShift,
  type WeeklyRosterWorker,
} from '../src';

const shift = (time_init: string, time_end: string, hours: number, center = 'Hospital', position = 'Limpieza'): RosterShift => ({
  center_id: center === 'Hospital' ? 'c-1' : 'c-2',
  center,
  position_id: position === 'Limpieza' ? 'p-1' : 'p-2',
  position,
  time_init,
  time_end,
  hours,
});
const empty = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const ana: WeeklyRosterWorker = {
  id: 'w-1',
  name: 'Ana',
  kind: 'surrogate',
  category: 'Limpiador/a',
  centers: ['Hospital'],
  weekly_hours: 30,
  assigned_hours: 16,
  week: { ...empty, monday: [shift('06:00', '10:00', 4), shift('17:00', '21:00', 4)], friday: [shift('22:00', '06:00', 8)] },
};
const luis: WeeklyRosterWorker = {
  id: 'w-2',
  name: 'Cristalero/a (nueva contratación 1)',
  kind: 'new',
  category: 'Cristalero/a',
  centers: ['Centro de salud', 'Hospital'],
  weekly_hours: 7.5,
  assigned_hours: 7.5,
  week: {
    ...empty,
    monday: [shift('08:00', '11:30', 3.5, 'Centro de salud', 'Cristales')],
    thursday: [shift('08:00', '12:00', 4)],
  },
};

describe('weekly roster', () => {
  it('decodes the answer of GET /solution/{id}/roster and refuses a drift', () => {
    expect(isRight(WeeklyRosterWorkerCodec.decode(ana))).toBe(true);
    expect(isRight(WeeklyRosterWorkerCodec.decode({ ...ana, week: { ...ana.week, sunday: undefined } }))).toBe(false);
    expect(isRight(WeeklyRosterWorkerCodec.decode({ ...ana, kind: 'substitute' }))).toBe(false);
  });

  it('hours of a day, the week grid and its labels', () => {
    expect(dayHours(ana.week.monday)).toBe(8);
    const grid = weekGrid(ana);
    expect(grid.map((c) => c.letter).join('')).toBe('LMXJVSD');
    expect(grid[0]).toMatchObject({ name: 'Lunes', hours: 8, label: '06:00–10:00 · 17:00–21:00' });
    expect(grid[1]!.label).toBe('Libre');
    expect(grid[4]!.label).toBe('22:00–06:00');
    // the center is named when the worker works at several
    expect(weekGrid(luis)[0]!.label).toBe('08:00–11:30 Centro de salud');
    expect(weekLabel(luis)).toBe('L 08:00–11:30 Centro de salud; J 08:00–12:00 Hospital');
    expect(hoursLabel(8)).toBe('8 h');
    expect(hoursLabel(7.5)).toBe('7,5 h');
    expect(hoursLabel(1 / 3)).toBe('0,33 h');
  });

  it('filters by center and category; centers and categories by name; hours covered each day', () => {
    expect(rosterCenters([ana, luis])).toEqual(['Centro de salud', 'Hospital']);
    expect(rosterCategories([luis, ana])).toEqual(['Cristalero/a', 'Limpiador/a']);
    expect(filterRoster([ana, luis], { center: 'Centro de salud', category: '' })).toEqual([luis]);
    expect(filterRoster([ana, luis], { center: 'Hospital', category: 'Limpiador/a' })).toEqual([ana]);
    expect(filterRoster([ana, luis], { center: '', category: '' })).toHaveLength(2);
    expect(dayTotals([ana, luis])).toEqual([11.5, 0, 0, 4, 8, 0, 0]);
  });
});
