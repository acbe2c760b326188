/**
 * A page of the Plantilla (staffPage, GET /solution/{id}/staff and the in-memory fake): every page heads its sections
 * with the whole section's figures; a category's substitutions are one row however many lines the engine costed;
 * the search finds rows by center; an offset past the end answers the last page.
 */
import { describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either.js';
import { StaffPageCodec, staffPage, type SolutionEmployee, type StaffPage } from '../src';

const worker = (i: number, over: Partial<SolutionEmployee> = {}): SolutionEmployee => ({
  id: `w${i}`,
  name: `Persona ${i}`,
  kind: 'new',
  category: 'Limpiador/a',
  centers: [`Centro ${(i % 3) + 1}`],
  weekly_hours: 20,
  fte: 1 / 3,
  seniority_date: null,
  salary: 1000,
  pluses: 0,
  social_security: 300,
  social_security_activate: false,
  total_cost: 1300,
  ...over,
});
/** 4 surrogates, 100 new hires, and substitution lines of two categories at several centers. */
const workers: SolutionEmployee[] = [
  ...Array.from({ length: 4 }, (_, i) => worker(i, { kind: 'surrogate', name: `Subrogada ${i}`, weekly_hours: 38 })),
  ...Array.from({ length: 100 }, (_, i) => worker(100 + i)),
  worker(900, { kind: 'substitute', category: 'Limpiador/a', centers: ['Centro 1'], fte: 0.4, weekly_hours: 15 }),
  worker(901, { kind: 'substitute', category: 'Limpiador/a', centers: ['Centro Médico Ñora'], fte: 0.7, weekly_hours: 27 }),
  worker(902, { kind: 'substitute', category: 'Cristalero/a', centers: ['Centro 2'], fte: 0.2, weekly_hours: 8 }),
];
const page = (offset: number, limit = 30, search = '') => staffPage(workers, { offset, limit, search });

describe('a page of the Plantilla', () => {
  it('every page heads its sections with the figures of the whole section, and the pages add up to them', () => {
    const pages: StaffPage[] = [];
    for (let offset = 0; offset < 106; offset += 30) pages.push(page(offset));
    expect(pages.map((p) => p.total)).toEqual([106, 106, 106, 106]);
    for (const p of pages) {
      expect(isRight(StaffPageCodec.decode(p))).toBe(true);
      expect(p.sections).toEqual(pages[0]!.sections);
      // the bars' week: the longest row, Limpiador/a's substitutions (15 h + 27 h), on every page
      expect(p.week).toBe(42);
    }
    expect(pages[0]!.sections.map((s) => [s.title, s.people])).toEqual([
      ['Subrogados/as', 4],
      ['Nuevas contrataciones', 100],
      ['Sustituciones', 3],
    ]);
    const rows = pages.flatMap((p) => p.items);
    expect(rows).toHaveLength(106);
    for (const s of pages[0]!.sections) {
      const own = rows.filter((r) => r.kind === s.kind);
      expect(Math.round(own.reduce((a, r) => a + r.shown_fte * 100, 0))).toBe(Math.round(s.shown_fte * 100));
    }
    // 100 new hires of 1/3 FTE each: 33.33, shown in rows that add up to it
    expect(pages[0]!.sections[1]!.shown_fte).toBe(33.33);
  });

  it("a category's substitutions are one row: their lines' FTE, hours and centers, people their FTE rounded up", () => {
    const subs = page(90).items.filter((r) => r.kind === 'substitute');
    expect(subs.map((r) => [r.name, r.people, r.weekly_hours, r.centers])).toEqual([
      ['Sustituciones de Cristalero/a', 1, 8, ['Centro 2']],
      ['Sustituciones de Limpiador/a', 2, 42, ['Centro 1', 'Centro Médico Ñora']],
    ]);
    expect(subs[1]!.fte).toBeCloseTo(1.1, 9);
  });

  it('the search finds rows by center, accents and case aside; the headings stay those of the whole', () => {
    const found = page(0, 30, 'centro medico ñora');
    expect(found.items.map((r) => r.name)).toEqual(['Sustituciones de Limpiador/a']);
    expect(found.total).toBe(1);
    expect(found.sections).toEqual(page(0).sections);
    const centro2 = page(0, 200, 'CENTRO 2');
    expect(centro2.total).toBe(centro2.items.length);
    expect(centro2.items.every((r) => r.centers.includes('Centro 2'))).toBe(true);
    expect(page(0, 30, 'nadie').items).toEqual([]);
  });

  it('an offset past the end answers the last page', () => {
    const last = page(500);
    expect(last.offset).toBe(90);
    expect(last.items.map((r) => r.name).slice(0, 2)).toEqual(['Persona 186', 'Persona 187']);
    expect(last.items.at(-1)!.name).toBe('Sustituciones de Limpiador/a');
  });
});
