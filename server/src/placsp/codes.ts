/**
 * The CODICE namespaces and the PLACSP code lists a tender notice uses, with their Spanish labels (the labels the
 * Plataforma itself shows). A code not listed keeps its code and gets a note, never a failure.
 */
import { regionName, type RegionCode } from '../../../domain/src/simulation-inputs/localities.js';

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

/** The NUTS 2 code of each autonomous community whose name is the localities' one (`AUTONOMOUS_COMMUNITIES`). */
const COMMUNITY_NUTS: Record<string, RegionCode> = {
  ES11: 'ES-GA',
  ES12: 'ES-AS',
  ES13: 'ES-CB',
  ES21: 'ES-PV',
  ES22: 'ES-NC',
  ES23: 'ES-RI',
  ES24: 'ES-AR',
  ES30: 'ES-MD',
  ES41: 'ES-CL',
  ES42: 'ES-CM',
  ES43: 'ES-EX',
  ES51: 'ES-CT',
  ES52: 'ES-VC',
  ES53: 'ES-IB',
  ES61: 'ES-AN',
  ES62: 'ES-MC',
  ES70: 'ES-CN',
};
const community = (nuts: string): string => regionName(COMMUNITY_NUTS[nuts]) ?? nuts;

/** NUTS 2021 of Spain: the autonomous communities (NUTS 2, named as the localities name them) and provinces (NUTS 3). */
export const NUTS_LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.keys(COMMUNITY_NUTS).map((nuts) => [nuts, community(nuts)])),
  ES: 'España',
  ES1: 'Noroeste',
  ES2: 'Noreste',
  ES3: community('ES30'),
  ES4: 'Centro',
  ES5: 'Este',
  ES6: 'Sur',
  ES7: community('ES70'),
  ES111: 'A Coruña',
  ES112: 'Lugo',
  ES113: 'Ourense',
  ES114: 'Pontevedra',
  ES120: 'Asturias',
  ES130: 'Cantabria',
  ES211: 'Araba/Álava',
  ES212: 'Gipuzkoa',
  ES213: 'Bizkaia',
  ES220: 'Navarra',
  ES230: 'La Rioja',
  ES241: 'Huesca',
  ES242: 'Teruel',
  ES243: 'Zaragoza',
  ES300: 'Madrid',
  ES411: 'Ávila',
  ES412: 'Burgos',
  ES413: 'León',
  ES414: 'Palencia',
  ES415: 'Salamanca',
  ES416: 'Segovia',
  ES417: 'Soria',
  ES418: 'Valladolid',
  ES419: 'Zamora',
  ES421: 'Albacete',
  ES422: 'Ciudad Real',
  ES423: 'Cuenca',
  ES424: 'Guadalajara',
  ES425: 'Toledo',
  ES431: 'Badajoz',
  ES432: 'Cáceres',
  ES511: 'Barcelona',
  ES512: 'Girona',
  ES513: 'Lleida',
  ES514: 'Tarragona',
  ES521: 'Alicante/Alacant',
  ES522: 'Castellón/Castelló',
  ES523: 'Valencia/València',
  ES531: 'Eivissa y Formentera',
  ES532: 'Mallorca',
  ES533: 'Menorca',
  ES611: 'Almería',
  ES612: 'Cádiz',
  ES613: 'Córdoba',
  ES614: 'Granada',
  ES615: 'Huelva',
  ES616: 'Jaén',
  ES617: 'Málaga',
  ES618: 'Sevilla',
  ES620: 'Murcia',
  ES63: 'Ciudad de Ceuta',
  ES630: 'Ceuta',
  ES64: 'Ciudad de Melilla',
  ES640: 'Melilla',
  ES703: 'El Hierro',
  ES704: 'Fuerteventura',
  ES705: 'Gran Canaria',
  ES706: 'La Gomera',
  ES707: 'La Palma',
  ES708: 'Lanzarote',
  ES709: 'Tenerife',
};

/** "Comunidad, provincia" of a NUTS code (the community from its first four characters), or null when unknown. */
export function nutsRegion(code: string): string | null {
  const c = code.trim().toUpperCase();
  const own = listed(NUTS_LABELS, c);
  if (!own) return null;
  const community = c.length === 5 ? listed(NUTS_LABELS, c.slice(0, 4)) : null;
  return community && community !== own ? `${own} (${community})` : own;
}

/** DurationMeasure unitCode to months (a day is 1/30 of a month, rounded up to whole months). */
export function durationMonths(value: number, unit: string | null): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  if (unit === 'MON') return Math.round(value);
  if (unit === 'ANN') return Math.round(value * 12);
  if (unit === 'DAY') return Math.ceil(value / 30);
  return null;
}
