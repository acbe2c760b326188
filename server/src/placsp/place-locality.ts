/**
 * The locality of a notice's place of performance (cac:RealizedLocation): found by name in the workspace or created,
 * and given the notice's NUTS 3 code (cbc:CountrySubentityCode) when it has none, so that a run can tell whether an
 * agreement's territorial scope covers it (docs/premises.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PlacspNotice } from './notice';
import { localityByName } from '../simulations/localities';
import { setNutsCodeWhereMissing } from '../localities/repository';
import { COMMUNITY_NUTS, isProvinceNuts } from '@licita/domain';

/** The locality's id, or null when the notice names no municipality. */
export async function placeLocality(
  db: Kysely<Database>,
  workspaceId: string,
  place: PlacspNotice['place'],
): Promise<string | null> {
  const name = place.municipality?.trim();
  if (!name) return null;
  const code = place.nuts_code?.trim().toUpperCase() ?? '';
  const province = isProvinceNuts(code) ? code : null;
  const region = province ? (COMMUNITY_NUTS[province.slice(0, 4)] ?? null) : null;
  const id = await localityByName(db, workspaceId, name, region);
  if (province) await setNutsCodeWhereMissing(db, id, province);
  return id;
}
