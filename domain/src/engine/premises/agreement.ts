/**
 * The premises of where and when an agreement applies (docs/premises.md): AGREEMENT_ENDED, a calendar year of the
 * service after the agreement's end_year, with the assumption the run made for each later year; and
 * AGREEMENT_OUT_OF_SCOPE, a center whose province (its locality's NUTS 3 code) is outside the territorial scope of
 * an agreement its workers use. An agreement without scope, or a locality without nuts_code, gives no scope warning.
 */
import type * as t from 'io-ts';
import type { Premise as PremiseCodec } from '../../generated/config.js';
import type { AgreementT, TenderDocumentT } from '../codecs.js';
import { serviceMonthStarts } from '../calendar.js';
import { yearIncrement } from '../wage-rules.js';
import { formatNumberForDisplay } from '../../spanish-number.js';
import { nutsCovers, nutsName, nutsRegion } from '../../simulation-inputs/nuts.js';
import { SCOPE_LEVELS } from '../../agreements/territory.js';

export type Premise = t.TypeOf<typeof PremiseCodec>;

/**
 * What the premises read of a run's input document: the service's dates and its agreements; the centers and their
 * localities for the scope (a previous study has none: no scope premise), the surrogates for the agreements used.
 */
export type AgreementPremisesInput = {
  simulation: Pick<TenderDocumentT['simulation'], 'service_date_init' | 'service_duration'>;
} & Pick<TenderDocumentT, 'agreements'> &
  Partial<Pick<TenderDocumentT, 'localities' | 'centers' | 'subrogates'>>;

/** "a", "a y b", "a, b y c". */
const spanishList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/** The calendar years the service runs through, in order. */
export function serviceYears(start: string, months: number): number[] {
  if (months < 1) return [];
  const starts = serviceMonthStarts(start, months).slice(0, months);
  return [...new Set(starts.map((m) => Number(m.slice(0, 4))))];
}

/** The assumption of one year after end_year, in words. */
function assumption(a: AgreementT, year: number): string {
  const mode = a.after_validity?.mode ?? 'repeat_last';
  const inc = yearIncrement(a, year);
  if (mode === 'none' && inc === 0) return `que se mantienen las tablas de ${a.end_year}`;
  if (mode === 'percent') return `una subida del ${formatNumberForDisplay(inc)} %`;
  return inc === 0
    ? 'que se mantienen las últimas tablas (no hay incrementos conocidos)'
    : `que se repite el último incremento (${formatNumberForDisplay(inc)} %)`;
}

function endedPremise(a: AgreementT, years: number[]): Premise | null {
  if (a.end_year == null) return null;
  const later = years.filter((y) => y > a.end_year!);
  if (!later.length) return null;
  // years with the same assumption are said once: "para 2026 y 2027 se supone …"
  const groups: { years: number[]; text: string }[] = [];
  for (const y of later) {
    const text = assumption(a, y);
    const g = groups.find((x) => x.text === text);
    if (g) g.years.push(y);
    else groups.push({ years: [y], text });
  }
  const clauses = groups.map((g) => `para ${spanishList(g.years.map(String))} se supone ${g.text}`);
  const validity = a.start_year != null ? `${a.start_year}–${a.end_year}` : `hasta ${a.end_year}`;
  return {
    code: 'AGREEMENT_ENDED',
    severity: 'warning',
    message: `El convenio «${a.name}» terminó en ${a.end_year}; ${spanishList(clauses)}.`,
    detail:
      `Vigencia del convenio: ${validity}. Años del servicio: ${spanishList(years.map(String))}. ` +
      'Sin un convenio nuevo publicado, las tablas de los años posteriores son una suposición: compruébala con el ' +
      'convenio en vigor (ultraactividad) o indícala en «Después de la vigencia».',
  };
}

const levelName = (level: string) => (SCOPE_LEVELS.find(([l]) => l === level)?.[1] ?? level).toLowerCase();

/** The agreements the workers of each center use: the center's own and those of its surrogates' categories. */
function agreementsByCenter(doc: AgreementPremisesInput): Map<string, Set<string>> {
  const agreementOfCategory = new Map<string, string>();
  for (const a of doc.agreements) for (const c of a.categories) agreementOfCategory.set(c.id, a.id);
  const out = new Map((doc.centers ?? []).map((c) => [c.id, new Set([c.agreement_id])]));
  for (const su of doc.subrogates ?? []) {
    const agreement = su.agreement_id ?? agreementOfCategory.get(su.category_id);
    if (su.center_id != null && agreement) out.get(su.center_id)?.add(agreement);
  }
  return out;
}

function outOfScopePremises(doc: AgreementPremisesInput): Premise[] {
  const localities = new Map((doc.localities ?? []).map((l) => [l.id, l]));
  const byCenter = agreementsByCenter(doc);
  const out: Premise[] = [];
  for (const a of doc.agreements) {
    const scope = a.scope;
    if (!scope || scope.level === 'state' || !scope.nuts.length) continue;
    const outside: { center: string; code: string }[] = [];
    for (const c of doc.centers ?? []) {
      if (!byCenter.get(c.id)?.has(a.id)) continue;
      const code = localities.get(c.municipality_id)?.nuts_code?.trim().toUpperCase();
      if (code && !nutsCovers(scope.nuts, code)) outside.push({ center: c.name, code });
    }
    if (!outside.length) continue;
    const territory = spanishList(scope.nuts.map(nutsName));
    const places = outside.map((o) => `«${o.center}» en ${nutsRegion(o.code) ?? o.code}`);
    out.push({
      code: 'AGREEMENT_OUT_OF_SCOPE',
      severity: 'warning',
      message:
        `El convenio «${a.name}» es de ámbito ${levelName(scope.level)} (${territory}) y ` +
        (outside.length === 1
          ? `el centro ${places[0].replace('» en ', '», en ')}, está fuera de él.`
          : `los centros ${spanishList(places)} están fuera de él.`),
      detail:
        `Ámbito del convenio: ${scope.nuts.join(', ')}. Provincia de cada centro: ` +
        `${outside.map((o) => `${o.center} ${o.code}`).join(', ')}. ` +
        'Un convenio sectorial obliga en su territorio: el del lugar donde se presta el servicio es el que aplica.',
    });
  }
  return out;
}

/** The agreement premises of a run's input document: ended agreements first, then those out of scope. */
export function agreementPremises(doc: AgreementPremisesInput): Premise[] {
  const years = serviceYears(doc.simulation.service_date_init, doc.simulation.service_duration);
  const agreementOfCategory = new Map<string, string>();
  for (const a of doc.agreements) for (const c of a.categories) agreementOfCategory.set(c.id, a.id);
  const used = new Set<string>((doc.centers ?? []).map((c) => c.agreement_id));
  for (const su of doc.subrogates ?? []) {
    const agreement = su.agreement_id ?? agreementOfCategory.get(su.category_id);
    if (agreement) used.add(agreement);
  }
  const ended = doc.agreements
    .filter((a) => used.has(a.id))
    .map((a) => endedPremise(a, years))
    .filter((p): p is Premise => p !== null);
  return [...ended, ...outOfScopePremises(doc)];
}
