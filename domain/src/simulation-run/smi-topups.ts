/**
 * The minimum-wage complement of a run (results.smi_topups; docs/premises.md, "The minimum wage floor") as the
 * solution workbook and the justification print it: one row per category and calendar year, and the premises'
 * severities in words.
 */
import { smiSourceText, SMI_TOPUP_LINE } from '../engine/premises/smi';
import type { PremiseSeverity } from '../engine/premises/types';

/** What a row needs of results.smi_topups. */
export interface SmiTopupLike {
  category: string;
  year: number;
  table_salary: number;
  smi: number;
  smi_source: string;
  smi_basis: 'published' | 'forecast' | 'carried';
  complement: number;
}

export const SMI_TOPUP_HEADERS = [
  'Categoría',
  'Año',
  'Salario de tablas (jornada completa)',
  'SMI anual',
  'Origen del SMI',
  SMI_TOPUP_LINE,
] as const;

export interface SmiTopupRow {
  category: string;
  year: number;
  table_salary: number;
  smi: number;
  /** "RD 126/2026", or why the year uses a forecast or an earlier year's */
  source: string;
  complement: number;
}

export function smiTopupRows(results: { smi_topups?: readonly SmiTopupLike[] | null }): SmiTopupRow[] {
  return (results.smi_topups ?? []).map((t) => ({
    category: t.category,
    year: t.year,
    table_salary: t.table_salary,
    smi: t.smi,
    source: smiSourceText(t),
    complement: t.complement,
  }));
}

/** A premise's severity as a preparer reads it. */
export const PREMISE_SEVERITY_LABELS: Record<PremiseSeverity, string> = {
  error: 'Error',
  warning: 'Aviso',
  info: 'Información',
};
