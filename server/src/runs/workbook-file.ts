/**
 * The solution workbook as a stored file: built on demand from the stored solution (so re-costing only marks it
 * stale), kept in the file storage under a key per solution version, handed out as a signed link.
 */
import type { Deps } from '../http/context';
import { publicOrigin, storageOf } from '../files/storage';
import { listEvents } from '../simulations/event-repository';
import * as files from './document-repository';
import { buildDocumentInThread } from '../documents/document-builder';
import { movedError, requireCurrent, simulationSolutionMoved } from './solution-moved';
import { FILE_KINDS } from '../files/kinds';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function solutionFilename(name: string): string {
  return `Solucion_${name.replace(/[\\/:*?"<>|\r\n]+/g, '_')}.xlsx`;
}

/** The storage key of the solution workbook of one solution version (of a simulation or a previous study). */
export const solutionKey = (ownerId: string, version: number) => `${FILE_KINDS.solution.prefix}${ownerId}-v${version}.xlsx`;

/**
 * The signed link to the solution workbook as a read hands it out (`result_url`): the stored file when it was built
 * for the current solution version (`stored`: that version and the key stored; null without a solution), signed
 * without reading the solution; otherwise null. A read never builds the workbook (seconds for a big tender): the
 * `…/solution_url` request does.
 */
export async function currentWorkbookLink(
  deps: Deps,
  ownerId: string,
  stored: { version: number; workbook_key: string | null } | null | undefined,
): Promise<string | null> {
  if (!stored || stored.workbook_key !== solutionKey(ownerId, stored.version)) return null;
  return (await storageOf(deps).downloadUrl(stored.workbook_key, { origin: publicOrigin(deps) })).url;
}

/** `currentWorkbookLink` of a simulation (GET /simulation/{id}), its solution's version read unless the caller has it. */
export async function currentSolutionWorkbookLink(
  deps: Deps,
  simulationId: string,
  /** the solution's version and stored workbook key when the caller has just read them (null: no solution) */
  read?: { version: number; workbook_key: string | null } | null,
): Promise<string | null> {
  return currentWorkbookLink(
    deps,
    simulationId,
    read !== undefined ? read : await files.solutionFileVersion(deps.db, simulationId),
  );
}

/** `simulation`: its name and status when the caller has just read them. */
export async function solutionWorkbookLink(
  deps: Deps,
  simulationId: string,
  simulation?: { name: string; status: string },
  /** the solution's version and stored workbook key when the caller has just read them (null: no solution) */
  read?: { version: number; workbook_key: string | null } | null,
) {
  // the version and stored key only: the solution itself (large) is read just when the file must be built
  const stored = read !== undefined ? read : await files.solutionFileVersion(deps.db, simulationId);
  if (!stored) return null;
  const sim = simulation ?? (await files.simulationNameAndStatus(deps.db, simulationId));
  if (!sim || sim.status !== 'Solved') return null;
  return storedWorkbookLink(deps, {
    key: solutionKey(simulationId, stored.version),
    filename: solutionFilename(sim.name),
    storedKey: stored.workbook_key,
    build: async () => {
      // read as JSON text and parsed in the document thread: a large output never touches the API's event loop
      const solution = await files.solutionText(deps.db, simulationId);
      if (!solution || solution.version !== stored.version)
        throw await movedError(simulationSolutionMoved(deps, simulationId, stored.version));
      // the agreements the run used (a solution stored before snapshots prints none rather than today's)
      return buildDocumentInThread({
        kind: 'solution-workbook',
        output: solution.output,
        document: solution.document,
        simulationName: sim.name,
        events: await listEvents(deps.db, simulationId),
      });
    },
    remember: (key) => files.rememberWorkbook(deps.db, simulationId, key, stored.version),
    verify: () => requireCurrent(simulationSolutionMoved(deps, simulationId, stored.version)),
  });
}

/**
 * A signed link to a workbook kept under a key per version: built and stored when that key is not the one stored
 * (or its file is gone), the previous version's file removed, the new key remembered. `verify` throws when the file
 * just stored may no longer be handed out (its owner was deleted or its solution re-costed meanwhile): the file is
 * removed, as the deletion or re-cost that ran meanwhile could not see it.
 */
export async function storedWorkbookLink(
  deps: Deps,
  file: {
    key: string;
    filename: string;
    storedKey: string | null;
    build(): Promise<Buffer>;
    remember(key: string): Promise<void>;
    verify?(): Promise<void>;
    contentType?: string;
  },
) {
  const storage = storageOf(deps);
  const origin = publicOrigin(deps);
  if (file.storedKey !== file.key || !(await storage.exists(file.key))) {
    const data = await file.build();
    // the local storage keeps the download name beside the file (written with the address)
    await storage.uploadUrl(file.key, { origin, filename: file.filename, contentType: file.contentType ?? XLSX });
    await storage.put(file.key, data, file.contentType ?? XLSX);
    if (file.storedKey && file.storedKey !== file.key) await storage.remove(file.storedKey).catch(() => {});
    await file.remember(file.key);
    if (file.verify) {
      try {
        await file.verify();
      } catch (error) {
        await storage.remove(file.key).catch(() => {});
        throw error;
      }
    }
  }
  const link = await storage.downloadUrl(file.key, { origin });
  return { download_url: link.url, filename: file.filename, expires_at: link.expiresAt.toISOString() };
}
