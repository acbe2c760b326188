/**
 * The documents built off the API's event loop (document-builder.ts), by kind: what each one needs, as plain data
 * that crosses to the document thread, and how it is built. A large solution's output crosses as its JSON text (read
 * as text from the database), so the API's event loop neither parses nor copies it object by object.
 */
import type { AgreementT } from '../../../domain/src/engine/index.js';
import type { Results } from '../../../domain/src/simulation-run/codecs.js';
import { buildJustificationPdf, type JustificationInput } from './justification-pdf';
import { buildSolutionWorkbook, type WorkbookEvent } from './workbook';
import type { StoredOutput } from './solution';
import { buildComparisonSheet } from '../projects/comparison-sheet';
import { formularioWorkbook, type FormularioRows } from '../simulations/formulario-workbook';

export type DocumentJob =
  | {
      kind: 'justification';
      input: Omit<JustificationInput, 'out' | 'agreements'> & {
        /** the stored output, as JSON text when read so from the database */
        out: StoredOutput | string;
        /** the agreements the run used; or the run's input document as JSON text, whose agreements are printed */
        agreements: AgreementT[] | { document: string };
        /** the name printed (the simulation's may have changed since the run) */
        simulationName?: string;
      };
    }
  | {
      kind: 'solution-workbook';
      /** the stored output as JSON text */
      output: string;
      /** the run's input document as JSON text (its agreements are printed); null: stored before snapshots */
      document: string | null;
      simulationName: string;
      events: WorkbookEvent[];
    }
  | { kind: 'comparison'; tenderName: string; columns: Array<{ name: string; results: Results }> }
  | { kind: 'formulario'; rows: FormularioRows };

export function buildDocument(job: DocumentJob): Promise<Buffer> {
  switch (job.kind) {
    case 'justification': {
      const { out, agreements, simulationName, ...rest } = job.input;
      const output = typeof out === 'string' ? (JSON.parse(out) as StoredOutput) : out;
      const named =
        simulationName === undefined ? output : { ...output, meta: { ...output.meta, simulation_name: simulationName } };
      const used = Array.isArray(agreements)
        ? agreements
        : ((JSON.parse(agreements.document) as { agreements?: AgreementT[] } | null)?.agreements ?? []);
      return buildJustificationPdf({ ...rest, out: named, agreements: used });
    }
    case 'solution-workbook': {
      const output = JSON.parse(job.output) as StoredOutput;
      const document = job.document === null ? null : (JSON.parse(job.document) as { agreements?: AgreementT[] } | null);
      return buildSolutionWorkbook({ ...output, meta: { ...output.meta, simulation_name: job.simulationName } }, job.events, {
        agreements: document?.agreements ?? undefined,
      });
    }
    case 'comparison':
      return buildComparisonSheet(job.tenderName, job.columns);
    case 'formulario':
      return formularioWorkbook(job.rows);
  }
}
