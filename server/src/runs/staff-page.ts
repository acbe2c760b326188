/**
 * The Plantilla a page at a time (GET /solution/{id}/staff). Reading a big solution's workers and building its
 * sections costs some 0.4 to 0.7 s at 15,000 workers, and the card asks again at every page and search: the sections
 * of the latest few solution versions read are kept (`StaffSectionsCache`, one per app), each under the solution's
 * run, version and last change, so a re-costed solution is read anew.
 */
import {
  staffSections,
  staffSectionsPage,
  RUN_MESSAGES,
  type StaffPage,
  type StaffPageQuery,
  type StaffSection,
} from '@licita/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { loadSolution, solutionVersionOf } from './repository';
import { solutionEmployees } from './solution';

/** Solution versions whose sections are kept: a few people paging a few big solutions at once. */
const KEPT_VERSIONS = 4;

/** The sections of the latest solution versions read, the least recently used left out first. */
export class StaffSectionsCache {
  private readonly kept = new Map<string, readonly StaffSection[]>();

  get(key: string): readonly StaffSection[] | undefined {
    const sections = this.kept.get(key);
    if (sections) {
      this.kept.delete(key);
      this.kept.set(key, sections);
    }
    return sections;
  }

  set(key: string, sections: readonly StaffSection[]): void {
    this.kept.delete(key);
    this.kept.set(key, sections);
    for (const old of this.kept.keys()) if (this.kept.size > KEPT_VERSIONS) this.kept.delete(old);
  }
}

const keyOf = (simulationId: string, v: { run_id: string | null; version: number; updated_at: Date | string }) =>
  `${simulationId} ${v.run_id} ${v.version} ${new Date(v.updated_at).toISOString()}`;

/** The sections of the simulation's stored Plantilla, read unless kept; 404 without a solution. */
async function sectionsOf(
  db: Kysely<Database>,
  kept: StaffSectionsCache,
  simulationId: string,
): Promise<readonly StaffSection[]> {
  const version = await solutionVersionOf(db, simulationId);
  if (!version) throw notFound(RUN_MESSAGES.noSolution);
  const known = kept.get(keyOf(simulationId, version));
  if (known) return known;
  // the workers and names only: the roster, most of a large solution's text, stays in the database
  const stored = await loadSolution(db, simulationId, ['employees', 'meta']);
  if (!stored) throw notFound(RUN_MESSAGES.noSolution);
  const sections = staffSections(solutionEmployees(stored.output));
  kept.set(keyOf(simulationId, stored), sections);
  return sections;
}

/** One page of the simulation's Plantilla, cut by the domain's `staffSectionsPage`. */
export async function storedStaffPage(
  db: Kysely<Database>,
  kept: StaffSectionsCache,
  simulationId: string,
  q: StaffPageQuery,
): Promise<StaffPage> {
  return staffSectionsPage(await sectionsOf(db, kept, simulationId), q);
}
