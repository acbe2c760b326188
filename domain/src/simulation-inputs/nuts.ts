/**
 * NUTS 2021 of Spain (Eurostat, Regulation (EU) 2019/1755 as amended, in force from 2021): the autonomous communities
 * (NUTS 2) named as the localities name them, and the provinces or islands (NUTS 3). An agreement's territorial scope
 * lists these codes; a locality knows its NUTS 3 code; a PLACSP notice names its place of performance by one.
 */
import { regionName, type RegionCode } from './communities';

/** The NUTS 2 code of each autonomous community whose name is the localities' one (`AUTONOMOUS_COMMUNITIES`). */
export const COMMUNITY_NUTS: Readonly<Record<string, RegionCode>> = {
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

/** The provinces (islands in the Balearic and Canary Islands) by NUTS 3 code, in code order. */
export const PROVINCE_NUTS: Readonly<Record<string, string>> = {
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
  ES630: 'Ceuta',
  ES640: 'Melilla',
  ES703: 'El Hierro',
  ES704: 'Fuerteventura',
  ES705: 'Gran Canaria',
  ES706: 'La Gomera',
  ES707: 'La Palma',
  ES708: 'Lanzarote',
  ES709: 'Tenerife',
};

/** Every Spanish NUTS code by its Spanish name: the country, its groups of communities, communities and provinces. */
export const NUTS_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.keys(COMMUNITY_NUTS).map((nuts) => [nuts, community(nuts)])),
  ES: 'España',
  ES1: 'Noroeste',
  ES2: 'Noreste',
  ES3: community('ES30'),
  ES4: 'Centro',
  ES5: 'Este',
  ES6: 'Sur',
  ES7: community('ES70'),
  ES63: 'Ciudad de Ceuta',
  ES64: 'Ciudad de Melilla',
  ...PROVINCE_NUTS,
};

const own = <T>(list: Readonly<Record<string, T>>, code: string): T | undefined =>
  Object.hasOwn(list, code) ? list[code] : undefined;

/** The Spanish name of a NUTS code, or the code itself when unknown. */
export function nutsName(code: string): string {
  return own(NUTS_LABELS, code.trim().toUpperCase()) ?? code;
}

/** "Provincia (Comunidad)" of a NUTS code (the community from its first four characters), or null when unknown. */
export function nutsRegion(code: string): string | null {
  const c = code.trim().toUpperCase();
  const name = own(NUTS_LABELS, c);
  if (!name) return null;
  const parent = c.length === 5 ? own(NUTS_LABELS, c.slice(0, 4)) : null;
  return parent && parent !== name ? `${name} (${parent})` : name;
}

/** Whether a code is a known NUTS 3 code (a province or island). */
export const isProvinceNuts = (code: string): boolean => own(PROVINCE_NUTS, code) !== undefined;

/** The NUTS 2 codes: the autonomous communities and the two autonomous cities. */
const COMMUNITY_CODES = [...Object.keys(COMMUNITY_NUTS), 'ES63', 'ES64'].sort();

/** Whether a code is a known NUTS 2 code (an autonomous community or city). */
export const isCommunityNuts = (code: string): boolean => COMMUNITY_CODES.includes(code);

/** Whether a territory listed as NUTS codes covers a NUTS 3 code: one of them is a prefix of it. */
export const nutsCovers = (territory: readonly string[], code: string): boolean => territory.some((n) => code.startsWith(n));

/** The choices of a scope's territory: each community followed by its provinces, by code. */
export const NUTS_CHOICES: ReadonlyArray<{ code: string; name: string; level: 'community' | 'province' }> =
  COMMUNITY_CODES.flatMap((c) => [
    { code: c, name: NUTS_LABELS[c], level: 'community' as const },
    ...Object.keys(PROVINCE_NUTS)
      .filter((p) => p.startsWith(c))
      .map((p) => ({ code: p, name: PROVINCE_NUTS[p], level: 'province' as const })),
  ]);
