/**
 * The bounds of the price score's parameters, written once for the contract's mirror (openapi/config/solutions.yaml
 * `PriceScore`), the engine's document check and the forms. The minimums are positive amounts a pliego can write
 * (not "above 0", which let 5e-324 through and scored every offer 0).
 */
export const PRICE_SCORE_BOUNDS = {
  max_points: { min: 0.01, max: 1000 },
  satiety_discount_percent: { min: 0.01, max: 100 },
  exponent: { min: 0.01, max: 1 },
} as const;

export type PriceScoreNumber = keyof typeof PRICE_SCORE_BOUNDS;

/** Whether `u` is a finite number within the parameter's bounds. */
export function withinScoreBounds(name: PriceScoreNumber, u: unknown): u is number {
  const { min, max } = PRICE_SCORE_BOUNDS[name];
  return typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max;
}
