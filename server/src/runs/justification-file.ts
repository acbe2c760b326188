/**
 * "Descargar justificación": the offer's justification PDF as a stored file under a key per solution version
 * (built once per version, like the solution workbook), handed out as a signed link.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Deps } from '../http/context';
import type { AgreementT } from '../../../domain/src/engine/index.js';
import { buildInputDocument } from '../simulations/input-document';
import { asStoredOutput, loadStudySolution } from '../previous-studies/solution';
import { loadSolution } from './solution';
import { SOLUTION_CHANGED, storedWorkbookLink } from './workbook-file';
import { buildJustificationPdf } from './justification-pdf';

export const PDF = 'application/pdf';

export function justificationFilename(name: string): string {
  return `Justificacion_${name.replace(/[\\/:*?"<>|\r\n]+/g, '_')}.pdf`;
}

async function tenderName(db: Kysely<Database>, projectId: string): Promise<string | null> {
  const row = await db.selectFrom('project').select('name').where('id', '=', projectId).executeTakeFirst();
  return row?.name ?? null;
}

/** The justification of a Solved simulation, or null without one. A solved simulation's inputs cannot change, so they are read again. */
export async function simulationJustificationLink(deps: Deps, request: { protocol: string; host: string }, simulationId: string) {
  // the version only: the solution itself (large) is read just when this version's file must be built
  const stored = await deps.db.selectFrom('simulation_solution').select('version').where('simulation_id', '=', simulationId).executeTakeFirst();
  if (!stored) return null;
  const sim = await deps.db.selectFrom('simulation').select(['name', 'status', 'project_id']).where('id', '=', simulationId).executeTakeFirst();
  if (!sim || sim.status !== 'Solved') return null;
  const key = `justification-${simulationId}-v${stored.version}.pdf`;
  return storedWorkbookLink(deps, request, {
    key,
    filename: justificationFilename(sim.name),
    storedKey: key, // built only when this version's file is missing
    contentType: PDF,
    build: async () => {
      const solution = await loadSolution(deps.db, simulationId);
      if (!solution || solution.version !== stored.version) throw new Error(SOLUTION_CHANGED);
      const doc = await buildInputDocument(deps.db, simulationId);
      return buildJustificationPdf({
        out: { ...solution.output, meta: { ...solution.output.meta, simulation_name: sim.name } },
        tenderName: await tenderName(deps.db, sim.project_id),
        kindLabel: 'Simulación',
        agreements: (doc.agreements ?? []) as AgreementT[],
        generatedAt: deps.now(),
      });
    },
    remember: async () => undefined,
  });
}

/** The justification of a Solved previous study, or null. */
export async function studyJustificationLink(deps: Deps, request: { protocol: string; host: string }, studyId: string) {
  const row = await loadStudySolution(deps.db, studyId);
  if (!row || row.status !== 'Solved' || !row.solution) return null;
  const study = await deps.db.selectFrom('previous_study').select('project_id').where('id', '=', studyId).executeTakeFirstOrThrow();
  const key = `justification-${studyId}-v${row.solution_version}.pdf`;
  const solution = row.solution;
  return storedWorkbookLink(deps, request, {
    key,
    filename: justificationFilename(row.name),
    storedKey: key,
    contentType: PDF,
    build: async () =>
      buildJustificationPdf({
        out: asStoredOutput(row.name, solution),
        tenderName: await tenderName(deps.db, study.project_id),
        kindLabel: 'Estudio previo',
        agreements: solution.document.agreements as AgreementT[],
        generatedAt: deps.now(),
      }),
    remember: async () => undefined,
  });
}
