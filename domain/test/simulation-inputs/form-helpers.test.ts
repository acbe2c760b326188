import { describe, expect, it } from 'vitest';
import { prefillMainPositions, salarySpreadWarnings } from '../../src/index';

describe('Categorías-Puestos', () => {
  it('a category without a position gets its own name as main position; one with positions keeps them', () => {
    const rows = [
      { id: 'a', name: 'Limpiador/a', positions: [] as string[] },
      { id: 'b', name: 'Peón', positions: ['Limpieza', 'Cristales'] },
    ];
    expect(prefillMainPositions(rows)).toEqual([
      { id: 'a', name: 'Limpiador/a', positions: ['Limpiador/a'] },
      { id: 'b', name: 'Peón', positions: ['Limpieza', 'Cristales'] },
    ]);
  });

  it('warns when the salaries of the categories able to fill a position differ by more than 15 %, naming the cheapest', () => {
    const limpieza = {
      position: 'Limpieza',
      categories: [
        { name: 'Limpiador/a', salary_year: 17785.95 },
        { name: 'Aspirante Administrativo', salary_year: 15147.84 },
        { name: 'Director/a', salary_year: 28548.59 },
      ],
    };
    expect(salarySpreadWarnings([limpieza])).toEqual([
      'El puesto Limpieza lo pueden cubrir 3 categorías con salarios que difieren más de un 15 % (de Aspirante Administrativo, 15.147,84 €, a Director/a, 28.548,59 €): el cálculo contratará la más barata, Aspirante Administrativo. Revisa Categorías-Puestos si no es lo que quieres.',
    ]);
  });

  it('no warning at exactly 15 %, with one category, or when nothing can fill the position', () => {
    // position A, filled by x at 20,000 € and y at the given salary
    const twoCategories = (y: number) => [
      {
        position: 'A',
        categories: [
          { name: 'x', salary_year: 20000 },
          { name: 'y', salary_year: y },
        ],
      },
    ];
    expect(salarySpreadWarnings(twoCategories(23000))).toEqual([]);
    expect(salarySpreadWarnings(twoCategories(23000.01))).toHaveLength(1);
    expect(
      salarySpreadWarnings([
        { position: 'B', categories: [{ name: 'x', salary_year: 20000 }] },
        { position: 'C', categories: [] },
      ]),
    ).toEqual([]);
  });
});

describe('the type of a shift from its times', () => {
  it('by the middle of the range: 06–14 Mañana, 14–22 Tarde, otherwise Noche; null until both times are valid', async () => {
    const { shiftTypeOfTimes } = await import('../../src/index');
    expect(shiftTypeOfTimes('06:00', '14:00')).toBe('morning');
    expect(shiftTypeOfTimes('14:00', '22:00')).toBe('afternoon');
    expect(shiftTypeOfTimes('22:00', '06:00')).toBe('night');
    expect(shiftTypeOfTimes('13:00', '21:00')).toBe('afternoon');
    expect(shiftTypeOfTimes('05:00', '09:00')).toBe('morning');
    expect(shiftTypeOfTimes('20:00', '')).toBeNull();
  });
});
