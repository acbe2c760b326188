/**
 * "SMI previsto" of 'Datos de la empresa': the minimum wage the workspace expects for years without a published one
 * (docs/premises.md, "The minimum wage floor"). The rows are typed the Spanish way ("17.600" or "17600,00").
 */
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import * as User from './generated/user';
import { PUBLISHED_SMI } from './engine/minimum-wage';
import { parseSpanishNumber } from './spanish-number';
import type { FieldError } from './simulation-inputs/messages';

export type SmiForecastEntry = t.TypeOf<typeof User.SmiForecast>;

/** One row of the form, as typed. */
export interface SmiForecastRow {
  year: string;
  annual: string;
}

export const SMI_FORECAST_LABELS = { title: 'SMI previsto', year: 'Año', annual: 'SMI anual (€)' } as const;

/** The published SMI (BOE), for the form to show beside the forecasts. */
export const PUBLISHED_SMI_YEARS = PUBLISHED_SMI;

const MAX_ANNUAL = 100000;

/**
 * The forecasts as the contract takes them (by year; blank rows left out), or the problems by row:
 * `field` is `smi_forecast.<row>.year` or `smi_forecast.<row>.annual`.
 */
export function checkSmiForecast(rows: readonly SmiForecastRow[]): E.Either<FieldError[], SmiForecastEntry[]> {
  const errors: FieldError[] = [];
  const out: SmiForecastEntry[] = [];
  const seen = new Set<number>();
  const lastPublished = Math.max(...PUBLISHED_SMI.map((p) => p.year));
  rows.forEach((row, i) => {
    if (row.year.trim() === '' && row.annual.trim() === '') return;
    const year = Number(row.year.trim());
    const yearField = `smi_forecast.${i}.year`;
    const annualField = `smi_forecast.${i}.annual`;
    if (!/^\d{4}$/.test(row.year.trim()) || year < 2000 || year > 2100)
      errors.push({
        field: yearField,
        message: `${SMI_FORECAST_LABELS.year}: escribe un año de cuatro cifras (por ejemplo 2027)`,
      });
    else if (year <= lastPublished)
      errors.push({
        field: yearField,
        message: `${SMI_FORECAST_LABELS.year}: el SMI de ${year} ya está publicado; el previsto es para años posteriores a ${lastPublished}`,
      });
    else if (seen.has(year)) errors.push({ field: yearField, message: `${SMI_FORECAST_LABELS.year}: ${year} está repetido` });
    const annual = parseSpanishNumber(row.annual, SMI_FORECAST_LABELS.annual);
    if (E.isLeft(annual)) errors.push({ field: annualField, message: annual.left });
    else if (annual.right === null || !(annual.right > 0) || annual.right > MAX_ANNUAL)
      errors.push({
        field: annualField,
        message: `${SMI_FORECAST_LABELS.annual}: escribe el importe anual a jornada completa (14 pagas), mayor que 0 y hasta 100.000`,
      });
    if (Number.isFinite(year)) seen.add(year);
    if (!errors.some((e) => e.field === yearField || e.field === annualField) && E.isRight(annual) && annual.right !== null)
      out.push({ year, annual: annual.right });
  });
  return errors.length ? E.left(errors) : E.right(out.sort((a, b) => a.year - b.year));
}
