/** Localities (municipalities) and the autonomous communities whose holidays apply to them. */
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { dateProblem, isBlank } from './values';
import { textCharacterErrors } from '../text-characters';

/** The autonomous communities and cities of Spain: ISO 3166-2 code (the API's `region`), `date-holidays` code, name. */
export const AUTONOMOUS_COMMUNITIES = [
  { region: 'ES-AN', holidays: 'AN', name: 'Andalucía' },
  { region: 'ES-AR', holidays: 'AR', name: 'Aragón' },
  { region: 'ES-AS', holidays: 'AS', name: 'Principado de Asturias' },
  { region: 'ES-IB', holidays: 'IB', name: 'Illes Balears' },
  { region: 'ES-CN', holidays: 'CN', name: 'Canarias' },
  { region: 'ES-CB', holidays: 'CB', name: 'Cantabria' },
  { region: 'ES-CL', holidays: 'CL', name: 'Castilla y León' },
  { region: 'ES-CM', holidays: 'CM', name: 'Castilla-La Mancha' },
  { region: 'ES-CT', holidays: 'CT', name: 'Cataluña' },
  { region: 'ES-VC', holidays: 'VC', name: 'Comunitat Valenciana' },
  { region: 'ES-EX', holidays: 'EX', name: 'Extremadura' },
  { region: 'ES-GA', holidays: 'GA', name: 'Galicia' },
  { region: 'ES-MD', holidays: 'MD', name: 'Comunidad de Madrid' },
  { region: 'ES-MC', holidays: 'MC', name: 'Región de Murcia' },
  { region: 'ES-NC', holidays: 'NC', name: 'Comunidad Foral de Navarra' },
  { region: 'ES-PV', holidays: 'PV', name: 'País Vasco' },
  { region: 'ES-RI', holidays: 'RI', name: 'La Rioja' },
  { region: 'ES-CE', holidays: 'CE', name: 'Ceuta' },
  { region: 'ES-ML', holidays: 'ML', name: 'Melilla' },
] as const;
export type RegionCode = (typeof AUTONOMOUS_COMMUNITIES)[number]['region'];

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

export function regionName(region: string | null | undefined): string | null {
  return AUTONOMOUS_COMMUNITIES.find((c) => c.region === region)?.name ?? null;
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
}

export function validateLocality(l: LocalityForm): FieldError[] {
  const out: FieldError[] = [];
  if (isBlank(l.name)) out.push({ field: 'name', message: M.nameRequired });
  if (!isBlank(l.region) && !normalizeRegion(l.region)) out.push({ field: 'region', message: M.regionUnknown });
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
