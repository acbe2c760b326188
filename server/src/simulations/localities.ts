/**
 * Localities of a workspace. A workspace starts with the catalogue below (provincial capitals and the largest
 * cities, each with its autonomous community for the holiday calendar), copied on first use so that each
 * workspace edits its own local holidays. Names are unique per workspace once folded (case and accents).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { foldName } from '@licita/domain';
import { hasLocalities, insertNewLocalities, insertOrFindLocality, localityIdByFoldedName } from '../localities/repository';

/**
 * By autonomous community (ISO 3166-2, for the holidays): each city with the NUTS 3 code (NUTS 2021) of its
 * province, or of its island in the Balearic and Canary Islands.
 */
const BY_REGION: Record<string, [name: string, nuts: string][]> = {
  'ES-AN': [
    ['Almería', 'ES611'],
    ['Cádiz', 'ES612'],
    ['Córdoba', 'ES613'],
    ['Granada', 'ES614'],
    ['Huelva', 'ES615'],
    ['Jaén', 'ES616'],
    ['Málaga', 'ES617'],
    ['Sevilla', 'ES618'],
    ['Jerez de la Frontera', 'ES612'],
    ['Marbella', 'ES617'],
    ['Algeciras', 'ES612'],
    ['Dos Hermanas', 'ES618'],
  ],
  'ES-AR': [
    ['Huesca', 'ES241'],
    ['Teruel', 'ES242'],
    ['Zaragoza', 'ES243'],
  ],
  'ES-AS': [
    ['Oviedo', 'ES120'],
    ['Gijón', 'ES120'],
    ['Avilés', 'ES120'],
  ],
  'ES-IB': [
    ['Palma', 'ES532'],
    ['Ibiza', 'ES531'],
  ],
  'ES-CN': [
    ['Las Palmas de Gran Canaria', 'ES705'],
    ['Santa Cruz de Tenerife', 'ES709'],
    ['San Cristóbal de La Laguna', 'ES709'],
  ],
  'ES-CB': [
    ['Santander', 'ES130'],
    ['Torrelavega', 'ES130'],
  ],
  'ES-CL': [
    ['Ávila', 'ES411'],
    ['Burgos', 'ES412'],
    ['León', 'ES413'],
    ['Palencia', 'ES414'],
    ['Salamanca', 'ES415'],
    ['Segovia', 'ES416'],
    ['Soria', 'ES417'],
    ['Valladolid', 'ES418'],
    ['Zamora', 'ES419'],
    ['Ponferrada', 'ES413'],
  ],
  'ES-CM': [
    ['Albacete', 'ES421'],
    ['Ciudad Real', 'ES422'],
    ['Cuenca', 'ES423'],
    ['Guadalajara', 'ES424'],
    ['Toledo', 'ES425'],
    ['Talavera de la Reina', 'ES425'],
  ],
  'ES-CT': [
    ['Barcelona', 'ES511'],
    ['Girona', 'ES512'],
    ['Lleida', 'ES513'],
    ['Tarragona', 'ES514'],
    ["L'Hospitalet de Llobregat", 'ES511'],
    ['Badalona', 'ES511'],
    ['Sabadell', 'ES511'],
    ['Terrassa', 'ES511'],
    ['Mataró', 'ES511'],
    ['Reus', 'ES514'],
  ],
  'ES-VC': [
    ['Alicante', 'ES521'],
    ['Castellón de la Plana', 'ES522'],
    ['Valencia', 'ES523'],
    ['Elche', 'ES521'],
    ['Torrevieja', 'ES521'],
    ['Gandia', 'ES523'],
  ],
  'ES-EX': [
    ['Badajoz', 'ES431'],
    ['Cáceres', 'ES432'],
    ['Mérida', 'ES431'],
    ['Plasencia', 'ES432'],
  ],
  'ES-GA': [
    ['A Coruña', 'ES111'],
    ['Lugo', 'ES112'],
    ['Ourense', 'ES113'],
    ['Pontevedra', 'ES114'],
    ['Vigo', 'ES114'],
    ['Santiago de Compostela', 'ES111'],
    ['Ferrol', 'ES111'],
  ],
  'ES-MD': [
    ['Madrid', 'ES300'],
    ['Alcalá de Henares', 'ES300'],
    ['Alcobendas', 'ES300'],
    ['Alcorcón', 'ES300'],
    ['Fuenlabrada', 'ES300'],
    ['Getafe', 'ES300'],
    ['Leganés', 'ES300'],
    ['Móstoles', 'ES300'],
    ['Torrejón de Ardoz', 'ES300'],
    ['Las Rozas de Madrid', 'ES300'],
  ],
  'ES-MC': [
    ['Murcia', 'ES620'],
    ['Cartagena', 'ES620'],
    ['Lorca', 'ES620'],
  ],
  'ES-NC': [
    ['Pamplona', 'ES220'],
    ['Tudela', 'ES220'],
  ],
  'ES-PV': [
    ['Bilbao', 'ES213'],
    ['Donostia-San Sebastián', 'ES212'],
    ['Vitoria-Gasteiz', 'ES211'],
    ['Barakaldo', 'ES213'],
  ],
  'ES-RI': [['Logroño', 'ES230']],
  'ES-CE': [['Ceuta', 'ES630']],
  'ES-ML': [['Melilla', 'ES640']],
};

export const LOCALITY_CATALOGUE: ReadonlyArray<{ name: string; region: string; nuts_code: string }> = Object.entries(
  BY_REGION,
).flatMap(([region, cities]) => cities.map(([name, nuts_code]) => ({ name, region, nuts_code })));

/** Copies the catalogue into a workspace that has no localities yet. */
export async function ensureLocalities(db: Kysely<Database>, workspaceId: string): Promise<void> {
  if (await hasLocalities(db, workspaceId)) return;
  await insertNewLocalities(
    db,
    LOCALITY_CATALOGUE.map((l) => ({
      workspace_id: workspaceId,
      name: l.name,
      folded_name: foldName(l.name),
      region: l.region,
      nuts_code: l.nuts_code,
      local_holidays: '[]',
    })),
  );
}

export function holidaysOf(v: unknown): string[] {
  if (Array.isArray(v)) return v as string[];
  if (typeof v === 'string') return JSON.parse(v) as string[];
  return [];
}

/** The locality of that name in the workspace (folded), created when missing (merged by name). */
export async function localityByName(
  db: Kysely<Database>,
  workspaceId: string,
  name: string,
  region: string | null = null,
): Promise<string> {
  await ensureLocalities(db, workspaceId);
  const folded = foldName(name);
  return (
    (await localityIdByFoldedName(db, workspaceId, folded)) ??
    insertOrFindLocality(db, {
      workspace_id: workspaceId,
      name: name.trim().replace(/\s+/g, ' '),
      folded_name: folded,
      region,
      local_holidays: '[]',
    })
  );
}
