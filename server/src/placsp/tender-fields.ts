/** The tender's own fields a PLACSP notice fills (the import) or changes (the update from a later version). */
import type { PlacspNotice } from './notice';

export const cut = (s: string | null, max: number) => (s === null ? null : s.length > max ? `${s.slice(0, max - 1)}…` : s);
/** The value when the contract admits it, else null (the field stays empty). */
export const within = (v: number | null, min: number, max: number) => (v !== null && v >= min && v <= max ? v : null);

export interface TenderFields {
  name: string | null;
  contracting_authority: string | null;
  file_number: string | null;
  estimated_value: number | null;
  extension_months: number | null;
}

/** The values the notice gives the tender's fields (the name stays null when the notice has neither object nor expediente). */
export function tenderFieldsOf(notice: PlacspNotice): TenderFields {
  return {
    name: cut(notice.name ?? notice.file_number, 255),
    contracting_authority: cut(notice.authority.name, 255),
    file_number: cut(notice.file_number, 120),
    estimated_value: within(notice.estimated_value, 0.01, 1e11),
    extension_months: within(notice.extension.months, 0, 120),
  };
}
