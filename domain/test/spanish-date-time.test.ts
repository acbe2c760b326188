import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { readSpanishDate, readTime24, spanishDateText } from '../src';

describe('readSpanishDate', () => {
  it('reads day/month/year the Spanish way, whatever the separator; an empty text is no date', () => {
    expect(readSpanishDate('01/03/2025', 'Fecha')).toEqual(E.right('2025-03-01'));
    expect(readSpanishDate(' 1/3/2025 ', 'Fecha')).toEqual(E.right('2025-03-01'));
    expect(readSpanishDate('29-02-2024', 'Fecha')).toEqual(E.right('2024-02-29'));
    expect(readSpanishDate('13.06.2025', 'Fecha')).toEqual(E.right('2025-06-13'));
    expect(readSpanishDate('', 'Fecha')).toEqual(E.right(''));
  });
  it('refuses days that do not exist and other shapes, naming the field', () => {
    expect(readSpanishDate('29/02/2025', 'Fecha de antigüedad')).toEqual(E.left('Fecha de antigüedad: el 29/02/2025 no existe'));
    expect(readSpanishDate('13/13/2025', 'Fecha')).toEqual(E.left('Fecha: el 13/13/2025 no existe'));
    for (const text of ['2025-03-01', '03/2025', '1/3/25', 'mañana'])
      expect(E.isLeft(readSpanishDate(text, 'Fecha')), text).toBe(true);
  });
  it('shows an ISO day as dd/mm/aaaa and gives back any other text as it is', () => {
    expect(spanishDateText('2025-03-01')).toBe('01/03/2025');
    expect(spanishDateText('31/02')).toBe('31/02');
  });
});

describe('readTime24', () => {
  it('reads 24-hour times, with or without the colon', () => {
    expect(readTime24('07:30', 'Hora')).toEqual(E.right('07:30'));
    expect(readTime24('7:30', 'Hora')).toEqual(E.right('07:30'));
    expect(readTime24('2230', 'Hora')).toEqual(E.right('22:30'));
    expect(readTime24('7', 'Hora')).toEqual(E.right('07:00'));
    expect(readTime24('', 'Hora')).toEqual(E.right(''));
  });
  it('refuses what is not a time of day, naming the field', () => {
    for (const text of ['24:00', '7:60', '7 pm', '12:3'])
      expect(readTime24(text, 'Hora de fin'), text).toEqual(
        E.left('Hora de fin: escribe la hora como HH:MM, de 00:00 a 23:59 (24 horas)'),
      );
  });
});
