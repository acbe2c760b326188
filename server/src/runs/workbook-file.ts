/**
 * The solution workbook as a stored file: built on demand from the stored solution (so re-costing only marks it
 * stale), kept in the file storage under a key per solution version, handed out as a signed link.
 */
import type { Deps } from '../http/context';
import { requestOrigin, storageOf } from '../files/storage';
import { listEvents } from './events';
import { loadSolution } from './solution';
import { buildSolutionWorkbook } from './workbook';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function solutionFilename(name: string): string {
  return `Solucion_${name.replace(/[\\/:*?"<>|\r\n]+/g, '_')}.xlsx`;
}

export async function solutionWorkbookLink(deps: Deps, request: { protocol: string; host: string }, simulationId: string) {
  const solution = await loadSolution(deps.db, simulationId);
  if (!solution) return null;
  const sim = await deps.db.selectFrom('simulation').select(['name', 'status']).where('id', '=', simulationId).executeTakeFirst();
  if (!sim || sim.status !== 'Solved') return null;
  const storage = storageOf(deps);
  const origin = requestOrigin(request);
  const filename = solutionFilename(sim.name);
  const key = `solution-${simulationId}-v${solution.version}.xlsx`;
  if (solution.workbook_key !== key || !(await storage.exists(key))) {
    const events = await listEvents(deps.db, simulationId);
    const data = await buildSolutionWorkbook({ ...solution.output, meta: { ...solution.output.meta, simulation_name: sim.name } }, events);
    // the local storage keeps the download name beside the file (written with the address)
    await storage.uploadUrl(key, { origin, filename, contentType: XLSX });
    await storage.put(key, data, XLSX);
    if (solution.workbook_key && solution.workbook_key !== key) await storage.remove(solution.workbook_key).catch(() => {});
    await deps.db
      .updateTable('simulation_solution')
      .set({ workbook_key: key, workbook_version: solution.version })
      .where('simulation_id', '=', simulationId)
      .where('version', '=', solution.version)
      .execute();
  }
  const link = await storage.downloadUrl(key, { origin });
  return { download_url: link.url, filename, expires_at: link.expiresAt.toISOString() };
}
