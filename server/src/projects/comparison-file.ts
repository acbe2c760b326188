/**
 * "Descargar comparativa": the chosen solved simulations or previous studies of one tender, read from their stored
 * solutions, as one sheet (comparison-sheet.ts) under a key per set of solution versions, handed out as a signed link.
 */
import type { Deps } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { json } from '../db/json-column';
import { storedWorkbookLink } from '../runs/workbook-file';
import { SOLUTION_CHANGED } from '../runs/solution-moved';
import { FILE_KINDS } from '../files/kinds';
import { loadStudySolution } from '../previous-studies/solution';
import { asStoredOutput } from '../previous-studies/stored-output';
import type { Results } from '@licita/domain';
import { buildDocumentInThread } from '../documents/document-builder';
import { studyProjectId } from '../previous-studies/repository';
import { simulationHeading, solutionResults } from './comparison-repository';

interface Item {
  kind: 'simulation' | 'previous_study';
  id: string;
}

async function column(deps: Deps, projectId: string, item: Item): Promise<{ name: string; results: Results; version: string }> {
  const missing = () =>
    notFound(
      item.kind === 'simulation' ? 'La simulación no existe en la licitación' : 'El estudio previo no existe en la licitación',
    );
  const unsolved = (name: string) => conflict(`«${name}» no está resuelta: no tiene resultados que comparar`);
  if (item.kind === 'simulation') {
    const sim = await simulationHeading(deps.db, item.id);
    if (!sim || sim.project_id !== projectId) throw missing();
    const solution = sim.status === 'Solved' ? await solutionResults(deps.db, item.id) : undefined;
    if (!solution) throw unsolved(sim.name);
    return { name: sim.name, results: json<Results>(solution.results)!, version: `s${item.id}v${solution.version}` };
  }
  if ((await studyProjectId(deps.db, item.id)) !== projectId) throw missing();
  const row = await loadStudySolution(deps.db, item.id);
  if (!row || row.status !== 'Solved' || !row.solution) throw unsolved(row?.name ?? '');
  return {
    name: row.name,
    // the engine's results lack fields the contract's Results requires (demand, bounds…), which the comparison never
    // reads; the rest are the same figures
    results: asStoredOutput(row.name, row.solution).results as unknown as Results,
    version: `p${item.id}v${row.solution_version}`,
  };
}

export async function comparisonLink(deps: Deps, project: { id: string; name: string }, items: readonly Item[]) {
  const columns: Array<Awaited<ReturnType<typeof column>>> = [];
  for (const item of items) columns.push(await column(deps, project.id, item));
  const key = `${FILE_KINDS.comparison.prefix}${columns.map((c) => c.version).join('-')}.xlsx`;
  return storedWorkbookLink(deps, {
    key,
    filename: `Comparativa_${project.name.replace(/[\\/:*?"<>|\r\n]+/g, '_')}.xlsx`,
    storedKey: key,
    build: () =>
      buildDocumentInThread({
        kind: 'comparison',
        tenderName: project.name,
        columns: columns.map(({ name, results }) => ({ name, results })),
      }),
    remember: async () => undefined,
    // a compared simulation or study deleted or re-costed while the sheet was built: 404 or 409, the file removed
    verify: async () => {
      for (const [i, item] of items.entries())
        if ((await column(deps, project.id, item)).version !== columns[i]!.version) throw conflict(SOLUTION_CHANGED);
    },
  });
}
