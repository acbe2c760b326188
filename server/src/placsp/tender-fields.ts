/** The tender's own fields a PLACSP notice fills (the import) or changes (the update from a later version). */
import type { PlacspNotice } from './notice';
import { cutTo } from './imported-text';
import { importLimits, within } from './import-limits';

export interface TenderFields {
  name: string | null;
  contracting_authority: string | null;
  file_number: string | null;
  estimated_value: number | null;
  extension_months: number | null;
}

/**
 * The values the notice gives the tender's fields, each within what a save of the tender accepts (texts cut to the
 * contract's maxLength, amounts beyond its range left empty); the name stays null when the notice has neither
 * object nor expediente.
 */
export function tenderFieldsOf(notice: PlacspNotice): TenderFields {
  const { text, estimated_value, extension_months } = importLimits();
  return {
    name: cutTo(notice.name ?? notice.file_number, text.name),
    contracting_authority: cutTo(notice.authority.name, text.contracting_authority),
    file_number: cutTo(notice.file_number, text.file_number),
    estimated_value: within(notice.estimated_value, estimated_value),
    extension_months: within(notice.extension.months, extension_months),
  };
}
