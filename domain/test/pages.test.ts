import { describe, expect, it } from 'vitest';
import { pageOf } from '../src/index';

const shifts = [
  { id: 'a', center: { id: 'c1', name: 'Hospital de Ávila' }, position: { id: 'p1', name: 'Limpieza' } },
  { id: 'b', center: { id: 'c2', name: 'Centro de salud' }, position: { id: 'p2', name: 'Cristalería' } },
  { id: 'c', center: { id: 'c1', name: 'Hospital de Ávila' }, position: { id: 'p2', name: 'Cristalería' } },
];

describe('pageOf: a list held whole, paged as the server pages it', () => {
  it('skips `offset` rows, keeps `limit`, and counts every row found', () => {
    expect(pageOf(shifts, { offset: 1, limit: 1 })).toEqual({ items: [shifts[1]], total: 3 });
    expect(pageOf(shifts)).toEqual({ items: shifts, total: 3 });
    expect(pageOf(shifts, { offset: 5, limit: 2 })).toEqual({ items: [], total: 3 });
  });

  it("searches the row's, its center's and its position's names, case- and accent-insensitive", () => {
    expect(pageOf(shifts, { q: 'AVILA' }).items.map((s) => s.id)).toEqual(['a', 'c']);
    expect(pageOf(shifts, { q: ' cristaleria ', limit: 1 })).toEqual({ items: [shifts[1]], total: 2 });
    expect(pageOf([{ id: 'x', name: 'Óscar' }], { q: 'oscar' }).total).toBe(1);
  });

  it('answers the weekly hours of every surrogate found, not only the page', () => {
    const surrogates = [10, 20, 30].map((h, i) => ({ id: `s${i}`, name: `Persona ${i}`, working_day_fixed: h }));
    expect(pageOf(surrogates, { limit: 1 })).toEqual({ items: [surrogates[0]], total: 3, weeklyHours: 60 });
    expect(pageOf(shifts).weeklyHours).toBeUndefined();
  });
});
