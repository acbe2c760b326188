/** Localities (municipalities) and the autonomous communities whose holidays apply to them. */
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { dateProblem, isBlank } from './values';
import { textCharacterErrors } from '../text-characters';
import { isProvinceNuts } from './nuts';
import { AUTONOMOUS_COMMUNITIES, type RegionCode } from './communities';

export { AUTONOMOUS_COMMUNITIES, regionName, type RegionCode } from './communities';

/** The ISO code of a region given as 'ES-MD', 'MD' or its name; null when unknown. */
export function normalizeRegion(value: string | null | undefined): RegionCode | null {
  if (isBlank(value)) return null;
  const v = String(value).trim();
  const key = foldName(v);
  const hit = AUTONOMOUS_COMMUNITIES.find(
    (c) => c.region.toLowerCase() === v.toLowerCase() || c.holidays.toLowerCase() === v.toLowerCase() || foldName(c.name) === key,
  );
  return hit ? hit.region : null;
}

/** Lower-case, accent-free, single-spaced form of a name: localities of the same folded name are one. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export interface LocalityForm {
  name?: string | null;
  region?: string | null;
  local_holidays?: readonly string[] | null;
  /** NUTS 3 code of its province */
  nuts_code?: string | null;
}

export function validateLocality(l: LocalityForm): FieldError[] {
  const out: FieldError[] = [];
  if (isBlank(l.name)) out.push({ field: 'name', message: M.nameRequired });
  if (!isBlank(l.region) && !normalizeRegion(l.region)) out.push({ field: 'region', message: M.regionUnknown });
  if (!isBlank(l.nuts_code) && !isProvinceNuts(String(l.nuts_code))) out.push({ field: 'nuts_code', message: M.provinceUnknown });
  const seen = new Set<string>();
  (l.local_holidays ?? []).forEach((d, i) => {
    const p = dateProblem(d);
    if (p) out.push({ field: `local_holidays[${i}]`, message: p });
    else if (seen.has(d)) out.push({ field: `local_holidays[${i}]`, message: M.holidayRepeated });
    seen.add(d);
  });
  out.push(...textCharacterErrors(l));
  return out;
}

/** Merges localities of the same folded name, keeping the first; its holidays are the union, sorted. */
export function mergeLocalitiesByName<L extends { name: string; local_holidays?: readonly string[] | null }>(
  list: readonly L[],
): L[] {
  const byKey = new Map<string, L>();
  for (const l of list) {
    const key = foldName(l.name);
    const prev = byKey.get(key);
    if (!prev) byKey.set(key, l);
    else if (l.local_holidays?.length) {
      byKey.set(key, { ...prev, local_holidays: [...new Set([...(prev.local_holidays ?? []), ...l.local_holidays])].sort() });
    }
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
