/** Money and lists as the premises write them: "1.234,56 €", "2026 y 2027". */
import { formatNumber } from '../../number-format.js';
import { roundCents } from '../cents.js';

export const euros = (n: number): string => `${formatNumber(roundCents(n), 2)} €`;

/** "a", "a y b", "a, b y c" */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}
