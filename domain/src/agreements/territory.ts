/**
 * Where and when an agreement applies (docs/premises.md): its territorial scope (level and NUTS codes), its code in
 * the official register (REGCON), the publication its tables come from, and what a run assumes after its last
 * year. The words the form, the list and the server use, and the checks of these fields with their Spanish
 * messages (each names its field).
 */
import type * as t from 'io-ts';
import type * as Config from '../generated/config';
import { AfterValidityTitles, AgreementSaveTitles, AgreementSourceTitles } from '../generated/messages';
import { isCommunityNuts, isProvinceNuts, nutsName } from '../simulation-inputs/nuts';
import { formatNumberForDisplay } from '../spanish-number';
import { isValidIsoDate } from '../engine/codecs';

export type AgreementScope = t.TypeOf<typeof Config.AgreementScope>;
export type AgreementScopeLevel = t.TypeOf<typeof Config.AgreementScopeLevel>;
export type AgreementSource = t.TypeOf<typeof Config.AgreementSource>;
export type AfterValidity = t.TypeOf<typeof Config.AfterValidity>;
export type AfterValidityMode = AfterValidity['mode'];

/** What a run assumes after the last year when nothing is said: the last increment repeats (the behaviour before). */
export const AFTER_VALIDITY_DEFAULT: AfterValidity = { mode: 'repeat_last' };

export const TERRITORY_LABELS = {
  scope: AgreementSaveTitles.scope,
  scopeLevel: 'Nivel',
  scopeNuts: 'Comunidades o provincias que cubre',
  regcon: AgreementSaveTitles.regcon_code,
  source: AgreementSaveTitles.source,
  bulletin: AgreementSourceTitles.bulletin,
  sourceDate: AgreementSourceTitles.date,
  sourceUrl: 'Enlace',
  afterValidity: AgreementSaveTitles.after_validity,
  afterValidityPercent: AfterValidityTitles.percent,
  notStated: 'Sin indicar',
} as const;

/** The levels of a scope, as the form's select names them. */
export const SCOPE_LEVELS: ReadonlyArray<readonly [AgreementScopeLevel, string]> = [
  ['state', 'Estatal'],
  ['region', 'Autonómico'],
  ['province', 'Provincial'],
  ['local', 'Local'],
  ['company', 'De empresa'],
];

/** The assumptions after the validity, as the form names them. */
export const AFTER_VALIDITY_MODES: ReadonlyArray<readonly [AfterValidityMode, string]> = [
  ['repeat_last', 'Repetir el último incremento'],
  ['percent', 'Subir un porcentaje cada año'],
  ['none', 'Mantener las últimas tablas'],
];

export const TERRITORY_MESSAGES = {
  scopeNutsRequired: `${TERRITORY_LABELS.scope}: indica las comunidades o provincias que cubre`,
  scopeStateNuts: `${TERRITORY_LABELS.scope}: un convenio estatal cubre toda España, no lista comunidades ni provincias`,
  scopeNutsUnknown: (code: string) => `${TERRITORY_LABELS.scope}: «${code}» no es un código NUTS de comunidad o provincia`,
  regconDigits: `El campo «${TERRITORY_LABELS.regcon}» debe tener 14 dígitos`,
  bulletinRequired: `${TERRITORY_LABELS.source}: indica el boletín`,
  sourceDate: `El campo «${TERRITORY_LABELS.sourceDate}» debe ser una fecha AAAA-MM-DD válida`,
  sourceUrl: `El campo «${TERRITORY_LABELS.sourceUrl}» debe empezar por https://`,
  afterValidityPercent: `${TERRITORY_LABELS.afterValidity}: indica el porcentaje anual, de 0 a 100`,
} as const;

const levelName = (level: AgreementScopeLevel) => SCOPE_LEVELS.find(([l]) => l === level)?.[1] ?? level;

/** The scope in words: "Autonómico: Comunidad de Madrid", "Estatal", or "Sin indicar". */
export function scopeText(scope: AgreementScope | undefined): string {
  if (!scope) return TERRITORY_LABELS.notStated;
  if (scope.level === 'state' || scope.nuts.length === 0) return levelName(scope.level);
  return `${levelName(scope.level)}: ${scope.nuts.map(nutsName).join(', ')}`;
}

/** The territory of a scope only ("Comunidad de Madrid", "España"); null without a scope. */
export function scopeTerritory(scope: AgreementScope | undefined): string | null {
  if (!scope) return null;
  if (scope.level === 'state') return 'España';
  return scope.nuts.map(nutsName).join(', ');
}

/** The assumption after the validity as the form names it ("Subir un porcentaje cada año (3 %)"). */
export function afterValidityLabel(after: AfterValidity | undefined): string {
  const a = after ?? AFTER_VALIDITY_DEFAULT;
  const label = AFTER_VALIDITY_MODES.find(([m]) => m === a.mode)?.[1] ?? a.mode;
  return a.mode === 'percent' ? `${label} (${formatNumberForDisplay(a.percent ?? 0)} %)` : label;
}

/** The assumption after the validity in words, for one later year ("se repite el último incremento (2,8 %)"). */
export function afterValidityText(after: AfterValidity | undefined, lastIncrement: number | null): string {
  const a = after ?? AFTER_VALIDITY_DEFAULT;
  if (a.mode === 'percent') return `se supone una subida del ${formatNumberForDisplay(a.percent ?? 0)} % cada año`;
  if (a.mode === 'none') return 'se mantienen las tablas del último año';
  return lastIncrement === null
    ? 'se mantienen las últimas tablas (no hay incrementos conocidos)'
    : `se repite el último incremento (${formatNumberForDisplay(lastIncrement)} %)`;
}

const HTTPS = /^https:\/\/\S+$/;

/** Every failing field of scope, regcon_code, source and after_validity (absent fields pass), named as in the payload. */
export function territoryProblems(p: {
  scope?: AgreementScope;
  regcon_code?: string | null;
  source?: AgreementSource;
  after_validity?: AfterValidity;
}): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  if (p.scope) {
    if (p.scope.level === 'state' && p.scope.nuts.length)
      out.push({ field: 'scope.nuts', message: TERRITORY_MESSAGES.scopeStateNuts });
    else if (p.scope.level !== 'state' && !p.scope.nuts.length)
      out.push({ field: 'scope.nuts', message: TERRITORY_MESSAGES.scopeNutsRequired });
    else {
      const i = p.scope.nuts.findIndex((code) => !isCommunityNuts(code) && !isProvinceNuts(code));
      if (i >= 0) out.push({ field: `scope.nuts.${i}`, message: TERRITORY_MESSAGES.scopeNutsUnknown(p.scope.nuts[i]!) });
    }
  }
  if (p.regcon_code != null && !/^\d{14}$/.test(p.regcon_code))
    out.push({ field: 'regcon_code', message: TERRITORY_MESSAGES.regconDigits });
  if (p.source) {
    if (!p.source.bulletin.trim()) out.push({ field: 'source.bulletin', message: TERRITORY_MESSAGES.bulletinRequired });
    if (!isValidIsoDate(p.source.date)) out.push({ field: 'source.date', message: TERRITORY_MESSAGES.sourceDate });
    if (!HTTPS.test(p.source.url.trim())) out.push({ field: 'source.url', message: TERRITORY_MESSAGES.sourceUrl });
  }
  if (p.after_validity?.mode === 'percent') {
    const v = p.after_validity.percent;
    if (typeof v !== 'number' || !(v >= 0 && v <= 100))
      out.push({ field: 'after_validity.percent', message: TERRITORY_MESSAGES.afterValidityPercent });
  }
  return out;
}

/** The first failing field of scope, regcon_code, source and after_validity, or null (the server's 400). */
export function territoryProblem(p: Parameters<typeof territoryProblems>[0]): { field: string; message: string } | null {
  return territoryProblems(p)[0] ?? null;
}
