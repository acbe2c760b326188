/** The autonomous communities and cities of Spain, whose holidays apply to their localities. */
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

/** The name of a community by its ISO code; null when unknown. */
export function regionName(region: string | null | undefined): string | null {
  return AUTONOMOUS_COMMUNITIES.find((c) => c.region === region)?.name ?? null;
}
