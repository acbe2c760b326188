/**
 * The disability discount of a new hire's social security (the social security screen, 'Descontar SS'): the
 * workspace's yearly amount (4,500 € by default) × the part-time coefficient over the service months, never more
 * than the worker's own social security. The server's re-costing and the in-memory fake apply it through here.
 */

export const DEFAULT_DISABILITY_DISCOUNT_YEAR = 4500;

/** The fields of a cost line (the engine's `WorkerCost`) the discount reads and writes; written here, not imported, as costs.ts calls this module. */
interface DiscountedLine {
  fte: number;
  social_security: number;
  social_security_discount: number;
}

/** The € taken off a new hire's gross social security. */
export function disabilityDiscount(
  grossSocialSecurity: number,
  fte: number,
  months: number,
  discountYear: number = DEFAULT_DISABILITY_DISCOUNT_YEAR,
): number {
  return Math.min(grossSocialSecurity, discountYear * fte * (months / 12));
}

/** A new hire's cost line marked (`activate`) or unmarked: its social security from the gross, the discount applied or removed. */
export function markDisability<W extends DiscountedLine>(
  w: W,
  activate: boolean,
  months: number,
  discountYear: number = DEFAULT_DISABILITY_DISCOUNT_YEAR,
): W & { social_security_activate: boolean } {
  const gross = w.social_security + w.social_security_discount;
  const discount = activate ? disabilityDiscount(gross, w.fte, months, discountYear) : 0;
  return { ...w, social_security: gross - discount, social_security_activate: activate, social_security_discount: discount };
}
