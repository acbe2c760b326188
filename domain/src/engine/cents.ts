/** Euros rounded to the cent, half away from zero (1.005 → 1.01, despite its binary value 1.00499…). */
export function roundCents(n: number): number {
  const r = Math.round(Math.abs(n) * 100 * (1 + Number.EPSILON)) / 100;
  return n < 0 ? -r : r;
}
