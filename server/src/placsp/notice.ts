/**
 * A PLACSP tender notice (an ATOM entry whose content is a CODICE `cac-place-ext:ContractFolderStatus`) read into
 * the fields a tender needs. A field missing or not understood stays null with a note in `notes`; only a file that
 * holds no notice at all is refused.
 */
import {
  NS,
  CONTRACT_TYPE_LABELS,
  CRITERION_KIND,
  PROCEDURE_LABELS,
  STATUS_LABELS,
  durationMonths,
  listed,
  nutsRegion,
} from './codes';
import { childOf, childrenOf, pathOf, textOf, type XmlElement } from './xml-tree';
import { oneLine } from './imported-text';
import { placspUrl } from './placsp-address';
import { amountNotes } from './amount-notes';
import { awardsOf, type ContractModification, type LotAward } from './awards';
import { TENDER_DATA_LABELS, NOTICE_LABELS, lotAwardCriteria, priceWeightOf } from '@licita/domain';

export interface CodeValue {
  code: string;
  /** The Spanish label; null for a code the list does not have. */
  label: string | null;
}

export interface AwardCriterion {
  name: string;
  /** Points or percent, as the notice weighs it. */
  weight: number | null;
  /** By formula (automatic, OBJ) or by judgement (juicio de valor, SUBJ); null when the notice does not say. */
  kind: 'formula' | 'judgement' | null;
  /** Whether this is the price criterion (the offer's price). */
  is_price: boolean;
  /** The formula's text when the notice gives it. */
  formula: string | null;
}

export interface NoticeLot {
  id: string;
  name: string | null;
  budget_without_vat: number | null;
  budget_with_vat: number | null;
  /** The lot's own valor estimado; null when the notice gives only the tender's (absent in notices stored before). */
  estimated_value?: number | null;
  cpv_codes: string[];
  /** The lot's own criteria; empty when the notice gives them for the whole tender only. */
  criteria: AwardCriterion[];
}

export interface PlacspNotice {
  /** The ATOM entry's id (stable across the notice's versions). */
  entry_id: string | null;
  /** The notice's public address (the entry's link). */
  url: string | null;
  /** The entry's last update (`YYYY-MM-DD`). */
  updated: string | null;
  file_number: string | null;
  name: string | null;
  status: CodeValue | null;
  contract_type: CodeValue | null;
  procedure: CodeValue | null;
  authority: { name: string | null; dir3: string | null; nif: string | null };
  cpv_codes: string[];
  place: { nuts_code: string | null; region: string | null; municipality: string | null; address: string | null };
  budget_without_vat: number | null;
  budget_with_vat: number | null;
  estimated_value: number | null;
  duration_months: number | null;
  /** The notice's own words on extensions (prórrogas), and their months when it states them as a duration. */
  extension: { description: string | null; months: number | null };
  submission_deadline: { date: string | null; time: string | null };
  lots: NoticeLot[];
  criteria: AwardCriterion[];
  /** A resolved notice's awards per lot and the contract's modifications (empty before the award; a stored notice keeps them in `award_results`). */
  awards?: LotAward[];
  modifications?: ContractModification[];
  notes: string[];
}

const { atom, cac, cbc, cacPlace, cbcPlace } = NS;

const amountOf = (el: XmlElement | null): number | null => {
  const t = textOf(el);
  if (t === null) return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

function codeOf(el: XmlElement | null, labels: Record<string, string>, what: string, notes: string[]): CodeValue | null {
  const code = textOf(el);
  if (code === null) return null;
  const label = listed(labels, code) ?? null;
  if (label === null) notes.push(`${what}: código «${code}» desconocido.`);
  return { code, label };
}

const cpvsOf = (project: XmlElement | null): string[] =>
  childrenOf(project, cac, 'RequiredCommodityClassification')
    .map((c) => textOf(childOf(c, cbc, 'ItemClassificationCode')))
    .filter((c): c is string => c !== null);

/** Price criteria are named so ("Precio", "Oferta económica", …) or typed with subtype 1 (price) by PLACSP. */
function isPriceCriterion(name: string, subType: string | null): boolean {
  if (subType === '1') return true;
  const n = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return (
    n.includes('precio') ||
    n.includes('oferta economica') ||
    n.includes('proposicion economica') ||
    n.includes('criterio economico')
  );
}

function criteriaOf(terms: XmlElement | null): AwardCriterion[] {
  const awarding = childOf(terms, cac, 'AwardingTerms');
  const given = childrenOf(awarding, cac, 'AwardingCriteria').filter(
    // a real lot carries an empty AwardingCriteria: neither name nor weight is no criterion
    (c) => textOf(childOf(c, cbc, 'Description')) !== null || textOf(childOf(c, cbc, 'WeightNumeric')) !== null,
  );
  return given.map((c) => {
    const name = textOf(childOf(c, cbc, 'Description')) ?? 'Criterio sin nombre';
    const weight = amountOf(childOf(c, cbc, 'WeightNumeric'));
    const kind = listed(CRITERION_KIND, textOf(childOf(c, cbc, 'AwardingCriteriaTypeCode')) ?? '') ?? null;
    const subType = textOf(childOf(c, cbc, 'AwardingCriteriaSubTypeCode'));
    const formula = textOf(childOf(c, cbc, 'CalculationExpression'));
    return { name, weight, kind, is_price: kind !== 'judgement' && isPriceCriterion(name, subType), formula };
  });
}

function lotOf(el: XmlElement): NoticeLot {
  const project = childOf(el, cac, 'ProcurementProject');
  const budget = childOf(project, cac, 'BudgetAmount');
  return {
    id: textOf(childOf(el, cbc, 'ID')) ?? '',
    name: textOf(childOf(project, cbc, 'Name')),
    budget_without_vat: amountOf(childOf(budget, cbc, 'TaxExclusiveAmount')),
    budget_with_vat: amountOf(childOf(budget, cbc, 'TotalAmount')),
    estimated_value: amountOf(childOf(budget, cbc, 'EstimatedOverallContractAmount')),
    cpv_codes: cpvsOf(project),
    criteria: criteriaOf(childOf(el, cac, 'TenderingTerms')),
  };
}

function dateOf(text: string | null): string | null {
  if (!text) return null;
  const d = text.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null;
}

/** The notice of one ATOM entry (or of a bare ContractFolderStatus, with `entry` null). */
export function noticeOf(folder: XmlElement, entry: XmlElement | null): PlacspNotice {
  const notes: string[] = [];
  const project = childOf(folder, cac, 'ProcurementProject');
  const budget = childOf(project, cac, 'BudgetAmount');
  const authority = authorityOf(folder);
  // the notes in this order: place, duration, link, the codes, what is missing
  const place = placeOf(project, notes);
  const duration = durationOf(project, notes);
  const process = childOf(folder, cac, 'TenderingProcess');
  const deadline = childOf(process, cac, 'TenderSubmissionDeadlinePeriod');
  const lots = childrenOf(folder, cac, 'ProcurementProjectLot').map(lotOf);
  const criteria = criteriaOf(childOf(folder, cac, 'TenderingTerms'));
  const url = noticeUrl(entry, notes);
  const notice: PlacspNotice = {
    entry_id: textOf(childOf(entry, atom, 'id')),
    url,
    updated: dateOf(textOf(childOf(entry, atom, 'updated'))),
    file_number: textOf(childOf(folder, cbc, 'ContractFolderID')),
    name: textOf(childOf(project, cbc, 'Name')) ?? textOf(childOf(entry, atom, 'title')),
    status: codeOf(childOf(folder, cbcPlace, 'ContractFolderStatusCode'), STATUS_LABELS, 'Estado', notes),
    contract_type: codeOf(childOf(project, cbc, 'TypeCode'), CONTRACT_TYPE_LABELS, NOTICE_LABELS.contractType, notes),
    procedure: codeOf(childOf(process, cbc, 'ProcedureCode'), PROCEDURE_LABELS, 'Procedimiento', notes),
    authority,
    cpv_codes: cpvsOf(project),
    place,
    budget_without_vat: amountOf(childOf(budget, cbc, 'TaxExclusiveAmount')),
    budget_with_vat: amountOf(childOf(budget, cbc, 'TotalAmount')),
    estimated_value: amountOf(childOf(budget, cbc, 'EstimatedOverallContractAmount')),
    duration_months: duration.months,
    extension: extensionOf(project),
    submission_deadline: {
      date: dateOf(textOf(childOf(deadline, cbc, 'EndDate'))),
      time: textOf(childOf(deadline, cbc, 'EndTime')),
    },
    lots,
    criteria,
    ...awardsOf(folder, (id) =>
      id === null
        ? amountOf(childOf(budget, cbc, 'TaxExclusiveAmount'))
        : (lots.find((l) => l.id === id)?.budget_without_vat ?? null),
    ),
    notes,
  };
  notes.push(...missingNotes(notice, duration.value));
  notes.push(...amountNotes(notice));
  return notice;
}

/** The contracting authority: its name, DIR3 and NIF. */
function authorityOf(folder: XmlElement): PlacspNotice['authority'] {
  const party = pathOf(folder, [cacPlace, 'LocatedContractingParty'], [cac, 'Party']);
  const ids = childrenOf(party, cac, 'PartyIdentification')
    .map((p) => childOf(p, cbc, 'ID'))
    .filter((e): e is XmlElement => !!e);
  const idBy = (scheme: string) => textOf(ids.find((e) => (e.attrs.schemeName ?? '').toUpperCase() === scheme) ?? null);
  return { name: textOf(pathOf(party, [cac, 'PartyName'], [cbc, 'Name'])), dir3: idBy('DIR3'), nif: idBy('NIF') };
}

/** Where the service is done; an unknown NUTS code is noted. */
function placeOf(project: XmlElement | null, notes: string[]): PlacspNotice['place'] {
  const location = childOf(project, cac, 'RealizedLocation');
  const nuts = textOf(childOf(location, cbc, 'CountrySubentityCode'));
  const address = childOf(location, cac, 'Address');
  const addressLine = textOf(pathOf(address, [cac, 'AddressLine'], [cbc, 'Line']));
  const postal = textOf(childOf(address, cbc, 'PostalZone'));
  const region = nuts ? nutsRegion(nuts) : null;
  if (nuts && !region) notes.push(`Lugar de ejecución: código NUTS «${nuts}» desconocido.`);
  return {
    nuts_code: nuts,
    region: region ?? textOf(childOf(location, cbc, 'CountrySubentity')),
    municipality: textOf(childOf(address, cbc, 'CityName')),
    address: [addressLine, postal].filter(Boolean).join(', ') || null,
  };
}

/** The planned duration as written (`value`) and in months; a unit not understood is noted. */
function durationOf(project: XmlElement | null, notes: string[]): { value: number | null; months: number | null } {
  const durationEl = pathOf(project, [cac, 'PlannedPeriod'], [cbc, 'DurationMeasure']);
  const unit = oneLine(durationEl?.attrs.unitCode);
  const value = amountOf(durationEl);
  const months = value === null ? null : durationMonths(value, unit);
  if (value !== null && months === null) notes.push(`Duración: unidad «${unit ?? ''}» desconocida.`);
  return { value, months };
}

/** The extensions the contract allows: their description and length. */
function extensionOf(project: XmlElement | null): PlacspNotice['extension'] {
  const extensionEl = childOf(project, cac, 'ContractExtension');
  const extensionDuration = pathOf(extensionEl, [cac, 'OptionValidityPeriod'], [cbc, 'DurationMeasure']);
  const extensionValue = amountOf(extensionDuration);
  return {
    description:
      textOf(childOf(extensionEl, cbc, 'OptionsDescription')) ??
      textOf(pathOf(extensionEl, [cac, 'OptionValidityPeriod'], [cbc, 'Description'])),
    months: extensionValue === null ? null : durationMonths(extensionValue, oneLine(extensionDuration?.attrs.unitCode)),
  };
}

/** The entry's link to the Plataforma; any other address is noted and not kept. */
function noticeUrl(entry: XmlElement | null, notes: string[]): string | null {
  const linkEl = childrenOf(entry, atom, 'link').find((l) => !l.attrs.rel || l.attrs.rel === 'alternate') ?? null;
  const href = oneLine(linkEl?.attrs.href);
  const url = href === null ? null : (placspUrl(href)?.href ?? null);
  if (href !== null && url === null)
    notes.push('Enlace del anuncio: no es una dirección https de la Plataforma de Contratación; no se ha guardado.');
  return url;
}

/** A note for each field the notice lacks (`durationValue`: the duration as written), lot budgets and criteria included. */
function missingNotes(notice: PlacspNotice, durationValue: number | null): string[] {
  const notes: string[] = [];
  const missing = (value: unknown, label: string) => {
    if (value === null || value === undefined) notes.push(`${label}: no consta en el anuncio.`);
  };
  missing(notice.file_number, 'Expediente');
  missing(notice.name, 'Objeto del contrato');
  missing(notice.authority.name, TENDER_DATA_LABELS.contracting_authority);
  missing(notice.budget_without_vat, 'Presupuesto base de licitación sin impuestos');
  missing(notice.budget_with_vat, 'Presupuesto base de licitación con impuestos');
  missing(notice.estimated_value, NOTICE_LABELS.estimatedValue);
  missing(durationValue, 'Duración');
  missing(notice.submission_deadline.date, 'Fin del plazo de presentación de ofertas');
  for (const lot of notice.lots)
    if (lot.budget_without_vat === null) notes.push(`Lote ${lot.id}: el presupuesto sin impuestos no consta en el anuncio.`);
  if (notice.criteria.length === 0 && notice.lots.every((l) => l.criteria.length === 0))
    notes.push('Criterios de adjudicación: no constan en el anuncio.');
  return notes;
}

/** The criteria that apply to a lot (its own, the tender's or both: `lotAwardCriteria`) and their price-type ones. */
export const lotCriteria = (notice: PlacspNotice, lot: NoticeLot | null) =>
  lotAwardCriteria(notice.criteria, lot?.criteria ?? []);

/** The simulation's price points: every price-type criterion's weight added up ("Precio mano de obra" 10 + "precio materiales" 10). */
export const priceWeight = (criteria: ReturnType<typeof lotCriteria>): number | null => priceWeightOf(criteria.price);
