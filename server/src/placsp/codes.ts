/**
 * The CODICE namespaces and the PLACSP code lists a tender notice uses, with their Spanish labels (the labels the
 * Plataforma itself shows). A code not listed keeps its code and gets a note, never a failure.
 */
export const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  cac: 'urn:dgpe:names:draft:codice:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:dgpe:names:draft:codice:schema:xsd:CommonBasicComponents-2',
  cacPlace: 'urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonAggregateComponents-2',
  cbcPlace: 'urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonBasicComponents-2',
} as const;

/**
 * The entry of a code list for a code read from a notice, own entries only: a code such as `__proto__` or
 * `constructor` is an unknown code (undefined), never an inherited member of the object.
 */
export const listed = <T>(list: Readonly<Record<string, T>>, code: string): T | undefined =>
  Object.hasOwn(list, code) ? list[code] : undefined;

/** ContractFolderStatusCode (SyndicationContractFolderStatusCode). */
export const STATUS_LABELS: Record<string, string> = {
  PRE: 'Anuncio previo',
  PUB: 'En plazo',
  EV: 'Pendiente de adjudicación',
  ADJ: 'Adjudicada',
  RES: 'Resuelta',
  ANUL: 'Anulada',
};

/** ProcurementProject TypeCode (ContractCode). */
export const CONTRACT_TYPE_LABELS: Record<string, string> = {
  '1': 'Suministros',
  '2': 'Servicios',
  '3': 'Obras',
  '7': 'Administrativo especial',
  '8': 'Privado',
  '21': 'Gestión de Servicios Públicos',
  '22': 'Concesión de Servicios',
  '31': 'Concesión de Obras Públicas',
  '32': 'Concesión de Obras',
  '40': 'Colaboración entre el sector público y sector privado',
  '50': 'Patrimonial',
  '999': 'Otros',
};

/** TenderingProcess ProcedureCode (SyndicationTenderingProcessCode). */
export const PROCEDURE_LABELS: Record<string, string> = {
  '1': 'Abierto',
  '2': 'Restringido',
  '3': 'Negociado sin publicidad',
  '4': 'Negociado con publicidad',
  '5': 'Diálogo competitivo',
  '6': 'Contrato menor',
  '7': 'Derivado de acuerdo marco',
  '8': 'Concurso de proyectos',
  '9': 'Abierto simplificado',
  '10': 'Asociación para la innovación',
  '11': 'Derivado de asociación para la innovación',
  '12': 'Basado en un sistema dinámico de adquisición',
  '13': 'Licitación con negociación',
  '100': 'Normas internas',
  '999': 'Otros',
};

/** AwardingCriteriaTypeCode: OBJ by formula (automatic), SUBJ by judgement (juicio de valor). */
export const CRITERION_KIND: Record<string, 'formula' | 'judgement'> = { OBJ: 'formula', SUBJ: 'judgement' };

/** "Provincia (Comunidad)" of a NUTS 2021 code: the domain's table, shared with agreements' scope. */
export { nutsRegion } from '@licita/domain';

/** DurationMeasure unitCode to months (a day is 1/30 of a month, rounded up to whole months). */
export function durationMonths(value: number, unit: string | null): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  if (unit === 'MON') return Math.round(value);
  if (unit === 'ANN') return Math.round(value * 12);
  if (unit === 'DAY') return Math.ceil(value / 30);
  return null;
}
