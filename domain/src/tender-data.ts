/**
 * The tender's data a preparer types from the notice (contracting authority, expediente, lot, valor estimado,
 * extensions) and the bidder's data of the workspace (company name and tax id): the form rules, each answering a
 * Spanish message that names the field. The justification of an offer prints them on its cover.
 */
import * as E from 'fp-ts/lib/Either.js';
import { parseSpanishNumber } from './spanish-number';

export interface TenderData {
  contracting_authority: string | null;
  file_number: string | null;
  lot: string | null;
  estimated_value: number | null;
  extension_months: number | null;
}

/** The tender data form: every field as typed. */
export type TenderDataForm = Record<keyof TenderData, string>;

/** The tender page's section of these fields. */
export const TENDER_DATA_TITLE = 'Datos de la licitación';

export const TENDER_DATA_LABELS: Record<keyof TenderData, string> = {
  contracting_authority: 'Órgano de contratación',
  file_number: 'Expediente',
  lot: 'Lote',
  estimated_value: 'Valor estimado (sin IVA)',
  extension_months: 'Prórrogas (meses)',
};

const TEXT_LIMITS = { contracting_authority: 255, file_number: 120, lot: 120 } as const;

import type { FieldError } from './simulation-inputs/messages';

const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** The form's values as the contract takes them, or the first problem. */
export function checkTenderData(form: TenderDataForm): E.Either<FieldError[], TenderData> {
  for (const [field, max] of Object.entries(TEXT_LIMITS) as Array<[keyof typeof TEXT_LIMITS, number]>)
    if (form[field].trim().length > max)
      return E.left([{ field, message: `El campo «${TENDER_DATA_LABELS[field]}» admite como máximo ${max} caracteres` }]);
  const value = parseSpanishNumber(form.estimated_value, TENDER_DATA_LABELS.estimated_value);
  if (E.isLeft(value)) return E.left([{ field: 'estimated_value', message: value.left }]);
  if (value.right !== null && !(value.right >= 0.01))
    return E.left([
      { field: 'estimated_value', message: `El campo «${TENDER_DATA_LABELS.estimated_value}» debe ser al menos 0,01 €` },
    ]);
  const months = parseSpanishNumber(form.extension_months, TENDER_DATA_LABELS.extension_months);
  if (E.isLeft(months)) return E.left([{ field: 'extension_months', message: months.left }]);
  if (months.right !== null && !(Number.isInteger(months.right) && months.right >= 0 && months.right <= 120))
    return E.left([
      {
        field: 'extension_months',
        message: `El campo «${TENDER_DATA_LABELS.extension_months}» debe ser un número entero de meses entre 0 y 120`,
      },
    ]);
  return E.right({
    contracting_authority: text(form.contracting_authority),
    file_number: text(form.file_number),
    lot: text(form.lot),
    estimated_value: value.right,
    extension_months: months.right,
  });
}
