/**
 * The colours of a premise's severity (premises.md §1), on the results' premises and on the offer card: red for an
 * error, amber for a warning, blue-grey for an assumption. Text on its tint keeps AA contrast (700–800 on 50–100).
 */
import type { BidTone } from '@licita/domain';

export interface ToneClasses {
  /** a tinted box with its ring */
  box: string;
  /** text on white or on the box */
  text: string;
  /** a solid mark (bar, dot) */
  mark: string;
}

export const TONE: Record<BidTone, ToneClasses> = {
  fine: { box: 'bg-brand-50 ring-brand-100', text: 'text-emerald-700', mark: 'bg-brand-600' },
  error: { box: 'bg-red-50 ring-red-200', text: 'text-red-700', mark: 'bg-red-600' },
  warning: { box: 'bg-amber-50 ring-amber-300', text: 'text-amber-800', mark: 'bg-amber-600' },
  info: { box: 'bg-slate-100 ring-slate-300', text: 'text-slate-700', mark: 'bg-slate-600' },
};
