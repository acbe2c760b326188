/**
 * Localities of a workspace. A workspace starts with the catalogue below (provincial capitals and the largest
 * cities, each with its autonomous community for the holiday calendar), copied on first use so that each
 * workspace edits its own local holidays. Names are unique per workspace once folded (case and accents).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { foldName } from '../../../domain/src/simulation-inputs/index.js';
import { hasLocalities, insertNewLocalities, insertOrFindLocality, localityIdByFoldedName } from '../localities/repository';

const BY_REGION: Record<string, string[]> = {
  'ES-AN': [
    'Almería',
    'Cádiz',
    'Córdoba',
    'Granada',
    'Huelva',
    'Jaén',
    'Málaga',
    'Sevilla',
    'Jerez de la Frontera',
    'Marbella',
    'Algeciras',
    'Dos Hermanas',
  ],
  'ES-AR': ['Huesca', 'Teruel', 'Zaragoza'],
  'ES-AS': ['Oviedo', 'Gijón', 'Avilés'],
  'ES-IB': ['Palma', 'Ibiza'],
  'ES-CN': ['Las Palmas de Gran Canaria', 'Santa Cruz de Tenerife', 'San Cristóbal de La Laguna'],
  'ES-CB': ['Santander', 'Torrelavega'],
  'ES-CL': ['Ávila', 'Burgos', 'León', 'Palencia', 'Salamanca', 'Segovia', 'Soria', 'Valladolid', 'Zamora', 'Ponferrada'],
  'ES-CM': ['Albacete', 'Ciudad Real', 'Cuenca', 'Guadalajara', 'Toledo', 'Talavera de la Reina'],
  'ES-CT': [
    'Barcelona',
    'Girona',
    'Lleida',
    'Tarragona',
    "L'Hospitalet de Llobregat",
    'Badalona',
    'Sabadell',
    'Terrassa',
    'Mataró',
    'Reus',
  ],
  'ES-VC': ['Alicante', 'Castellón de la Plana', 'Valencia', 'Elche', 'Torrevieja', 'Gandia'],
  'ES-EX': ['Badajoz', 'Cáceres', 'Mérida', 'Plasencia'],
  'ES-GA': ['A Coruña', 'Lugo', 'Ourense', 'Pontevedra', 'Vigo', 'Santiago de Compostela', 'Ferrol'],
  'ES-MD': [
    'Madrid',
    'Alcalá de Henares',
    'Alcobendas',
    'Alcorcón',
    'Fuenlabrada',
    'Getafe',
    'Leganés',
    'Móstoles',
    'Torrejón de Ardoz',
    'Las Rozas de Madrid',
  ],
  'ES-MC': ['Murcia', 'Cartagena', 'Lorca'],
  'ES-NC': ['Pamplona', 'Tudela'],
  'ES-PV': ['Bilbao', 'Donostia-San Sebastián', 'Vitoria-Gasteiz', 'Barakaldo'],
  'ES-RI': ['Logroño'],
  'ES-CE': ['Ceuta'],
  'ES-ML': ['Melilla'],
};

export const LOCALITY_CATALOGUE: ReadonlyArray<{ name: string; region: string }> = Object.entries(BY_REGION).flatMap(
  ([region, names]) => names.map((name) => ({ name, region })),
);

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
