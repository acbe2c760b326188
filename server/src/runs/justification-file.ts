/**
 * "Descargar justificación": the offer's justification PDF as a stored file, handed out as a signed link. It is
 * built from what the run used (the solution and its snapshot of the inputs), never from today's agreements; the
 * key names the solution version and a digest of what the preparer may change without solving again (the grounds,
 * the tender's data, the bidder), so a file is built once per such version and an edit builds a new one.
 */
import { createHash } from 'node:crypto';
import type { Deps } from '../http/context';
import type { AgreementT } from '@licita/domain';
import { storageOf } from '../files/storage';
import { removeOtherJustifications } from '../files/owned';
import { buildInputDocument } from '../simulations/input-document';
import { justificationHeader } from '../projects/repository';
import { json } from '../db/json-column';
import * as files from './document-repository';
import { storedWorkbookLink } from './workbook-file';
import { movedError, requireCurrent, simulationSolutionMoved, studySolutionMoved } from './solution-moved';
import { buildDocumentInThread, buildJustificationInThread } from '../documents/document-builder';
import type { Grounds, JustificationInput } from './justification-parts';
import { FILE_KINDS } from '../files/kinds';
import { simulationLot } from '../placsp/simulation-lot';
import type { Schemas } from '../contract';

type Source = Schemas['PlacspImportSource'];

export const PDF = 'application/pdf';

export function justificationFilename(name: string): string {
  return `Justificacion_${name.replace(/[\\/:*?"<>|\r\n]+/g, '_')}.pdf`;
}

type Header = Awaited<ReturnType<typeof justificationHeader>>;

/** The cover's tender and bidder; a simulation created from one lot of an imported notice gets that lot's figures. */
function headerParts(
  { company_name, tax_id, import_source, ...tender }: Header,
  simulation: { id: string; name: string } | null,
): Pick<JustificationInput, 'tender' | 'bidder'> {
  const found = simulation ? simulationLot(json<Source>(import_source), simulation) : null;
  const lot = found
    ? {
        id: found.lot.id,
        name: found.lot.name,
        budget_without_vat: found.lot.budget_without_vat,
        estimated_value: found.lot.estimated_value ?? null,
        tender_budget_without_vat: found.tender.budget_without_vat,
        tender_estimated_value: found.tender.estimated_value,
      }
    : null;
  return { tender: { ...tender, lot_facts: lot }, bidder: { company_name, tax_id } };
}

/** The same version's PDFs of earlier grounds or cover, once this one is stored. */
async function forgetOthers(deps: Deps, ownerId: string, version: number, key: string): Promise<void> {
  await removeOtherJustifications(storageOf(deps), ownerId, version, key, deps.now()).catch(() => {});
}

/** A short digest of what the PDF prints beside the solution. */
function digest(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, 12);
}

/** The justification of a Solved simulation, or null without one. */
export async function simulationJustificationLink(deps: Deps, simulationId: string) {
  // the version only: the solution itself (large) is read just when this version's file must be built
  const stored = await files.solutionFileVersion(deps.db, simulationId);
  if (!stored) return null;
  const sim = await files.simulationJustification(deps.db, simulationId);
  if (!sim || sim.status !== 'Solved') return null;
  const header = headerParts(await justificationHeader(deps.db, sim.project_id), { id: simulationId, name: sim.name });
  const grounds = json<Grounds>(sim.justification);
  const solvedAt = sim.finished ?? null;
  const key = `${FILE_KINDS.justification.prefix}${simulationId}-v${stored.version}-${digest([header, grounds, sim.name, solvedAt])}.pdf`;
  return storedWorkbookLink(deps, {
    key,
    filename: justificationFilename(sim.name),
    storedKey: key, // built only when this version's file is missing
    contentType: PDF,
    build: async () => {
      // read as JSON text and parsed in the document thread: a large output never touches the API's event loop
      const solution = await files.solutionText(deps.db, simulationId);
      if (!solution || solution.version !== stored.version)
        throw await movedError(simulationSolutionMoved(deps, simulationId, stored.version));
      // a solution stored before snapshots has no document: today's rows stand in for it
      const agreements =
        solution.document !== null
          ? { document: solution.document }
          : ((((await buildInputDocument(deps.db, simulationId)) as { agreements?: unknown[] }).agreements ??
              []) as AgreementT[]);
      return buildJustificationInThread({
        out: solution.output,
        simulationName: sim.name,
        agreements,
        kindLabel: 'Simulación',
        ...header,
        grounds,
        solvedAt,
        generatedAt: deps.now(),
      });
    },
    remember: (key) => forgetOthers(deps, simulationId, stored.version, key),
    verify: () => requireCurrent(simulationSolutionMoved(deps, simulationId, stored.version)),
  });
}

/** The justification of a Solved previous study (its solution keeps the document it was costed from), or null. */
export async function studyJustificationLink(deps: Deps, studyId: string) {
  // the version only: the solution itself (large) is read just when this version's file must be built
  const study = await files.studyJustification(deps.db, studyId);
  if (!study || study.status !== 'Solved' || !study.solved) return null;
  const version = Number(study.solution_version);
  const header = headerParts(await justificationHeader(deps.db, study.project_id), null);
  const grounds = json<Grounds>(study.justification);
  const solvedAt = study.finished ?? null;
  const key = `${FILE_KINDS.justification.prefix}${studyId}-v${version}-${digest([header, grounds, study.name, solvedAt])}.pdf`;
  return storedWorkbookLink(deps, {
    key,
    filename: justificationFilename(study.name),
    storedKey: key,
    contentType: PDF,
    build: async () => {
      // read as JSON text, parsed and shaped as a simulation's output in the document thread
      const solution = await files.studySolutionText(deps.db, studyId);
      if (!solution || Number(solution.version) !== version) throw await movedError(studySolutionMoved(deps, studyId, version));
      return buildDocumentInThread({
        kind: 'study-justification',
        solution: solution.solution,
        studyName: study.name,
        input: { kindLabel: 'Estudio previo', ...header, grounds, solvedAt, generatedAt: deps.now() },
      });
    },
    remember: (key) => forgetOthers(deps, studyId, version, key),
    verify: () => requireCurrent(studySolutionMoved(deps, studyId, version)),
  });
}
