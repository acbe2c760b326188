/**
 * The words of the employer's social security line by line (docs/social-security.md), written once for the
 * workbook's "Seguridad social" sheet, the Costes card and the justification.
 */
/** The lines of `social_security_items`, in their order, and what is left after the discount. */
export const SOCIAL_SECURITY_LINE_LABELS = {
  common: 'Contingencias comunes',
  unemployment: 'Desempleo',
  fogasa: 'FOGASA',
  fp: 'Formación profesional',
  mei: 'MEI (equidad intergeneracional)',
  at_ep: 'AT/EP (accidentes de trabajo)',
  discount: 'Descuento por discapacidad',
  total: 'Total seguridad social',
} as const;

/** The rates of a calendar year, in their order. */
export const SOCIAL_SECURITY_RATE_LABELS = {
  common: SOCIAL_SECURITY_LINE_LABELS.common,
  unemployment_indefinido: 'Desempleo, contrato indefinido',
  unemployment_temporal: 'Desempleo, contrato temporal',
  fogasa: SOCIAL_SECURITY_LINE_LABELS.fogasa,
  fp: SOCIAL_SECURITY_LINE_LABELS.fp,
  mei: SOCIAL_SECURITY_LINE_LABELS.mei,
  at_ep: SOCIAL_SECURITY_LINE_LABELS.at_ep,
} as const;

export const SOCIAL_SECURITY_WORDS = {
  title: 'Seguridad social por tipo de contrato y año',
  atEpRate: 'Tipo de AT/EP (%)',
  rates: 'Tipos (% de la base de cotización)',
  minimumBase: 'Base mínima mensual',
  maximumBase: 'Base máxima mensual',
  bases: 'Bases de cotización',
  amounts: 'Importes',
  total: 'Total',
  contractYears: 'Año de contrato',
  from: 'Desde',
  to: 'Hasta',
} as const;

/** The name of the workbook's sheet. */
export const SOCIAL_SECURITY_SHEET = 'Seguridad social';
