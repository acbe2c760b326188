/** Spanish figures of the simulation screens (dot thousands, comma decimals). */
import { formatNumber } from '@licita/domain';

export const euros = (n: number) => `${formatNumber(n, 2)} €`;
export const fte = (n: number) => formatNumber(n, 2);
export const hours = (n: number) => `${formatNumber(n, 2)} h`;
export const count = (n: number) => formatNumber(n, 0);
export const percent = (share: number) => `${formatNumber(share * 100, 1)} %`;

/** Downloads a same-origin link under the given name (the signed solution link). */
export function downloadFile(url: string, filename: string): void {
  if (typeof document === 'undefined') return;
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
