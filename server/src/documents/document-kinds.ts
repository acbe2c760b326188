/**
 * The documents built off the API's event loop (document-builder.ts), by kind: what each one needs, as plain data
 * that crosses to the document thread, and how it is built. A large solution's output and input document cross as
 * JSON text in consecutive parts (as the database hands them out, row by row: document-repository.ts), so the API's
 * event loop neither parses them nor copies megabytes in one go (document-builder.ts posts one part at a time).
 */
import type { AgreementT, Results } from '@licita/domain';
import { buildJustificationPdf } from '../runs/justification-pdf';
import type { JustificationInput } from '../runs/justification-parts';
import { buildSolutionWorkbook, type WorkbookEvent } from '../runs/workbook';
import type { StoredOutput } from '../runs/solution';
import { buildComparisonSheet } from '../projects/comparison-sheet';
import { asStoredOutput, type StudySolution } from '../previous-studies/stored-output';
import { formularioWorkbook, type FormularioRows } from '../simulations/formulario-workbook';

/** JSON text, whole or in consecutive parts (a large one, as the database hands it out). */
export type JsonText = string | readonly string[];

/**
 * Size of a part of a large JSON text: bytes per row as read from the database, characters per message to the document thread
 * (decoding or copying one takes the API's event loop well under a millisecond, even with several documents at once).
 */
export const TEXT_PART = 1 << 18;

/** The text in parts of at most TEXT_PART characters (slices share the text's characters: nothing is copied). */
export function textParts(text: JsonText): string[] {
  const out: string[] = [];
  for (const piece of typeof text === 'string' ? [text] : text)
    for (let at = 0; at < piece.length || at === 0; at += TEXT_PART) out.push(piece.slice(at, at + TEXT_PART));
  return out;
}

export type DocumentJob =
  | {
      kind: 'justification';
      input: Omit<JustificationInput, 'out' | 'agreements'> & {
        /** the stored output, as JSON text when read so from the database */
        out: StoredOutput | JsonText;
        /** the agreements the run used; or the run's input document as JSON text, whose agreements are printed */
        agreements: AgreementT[] | { document: JsonText };
        /** the name printed (the simulation's may have changed since the run) */
        simulationName?: string;
      };
    }
  | {
      /** a previous study's justification: its stored solution (output and the document it was costed from) as JSON text */
      kind: 'study-justification';
      solution: JsonText;
      studyName: string;
      input: Omit<JustificationInput, 'out' | 'agreements'>;
    }
  | {
      kind: 'solution-workbook';
      /** the stored output as JSON text */
      output: JsonText;
      /** the run's input document as JSON text (its agreements are printed); null: stored before snapshots */
      document: JsonText | null;
      simulationName: string;
      events: WorkbookEvent[];
    }
  | { kind: 'comparison'; tenderName: string; columns: Array<{ name: string; results: Results }> }
  | { kind: 'formulario'; rows: FormularioRows };

const isText = (value: unknown): value is JsonText => typeof value === 'string' || Array.isArray(value);
const parse = <T>(text: JsonText): T => JSON.parse(typeof text === 'string' ? text : text.join('')) as T;

/** The job's JSON texts, in a fixed order (what crosses to the document thread part by part). */
export function jobTexts(job: DocumentJob): JsonText[] {
  switch (job.kind) {
    case 'justification': {
      const { out, agreements } = job.input;
      return [...(isText(out) ? [out] : []), ...(Array.isArray(agreements) ? [] : [agreements.document])];
    }
    case 'study-justification':
      return [job.solution];
    case 'solution-workbook':
      return job.document === null ? [job.output] : [job.output, job.document];
    default:
      return [];
  }
}

/** The job with its JSON texts (jobTexts' order) replaced by `texts`. */
export function withTexts(job: DocumentJob, texts: readonly JsonText[]): DocumentJob {
  switch (job.kind) {
    case 'justification': {
      const { out, agreements } = job.input;
      let next = 0;
      const text = () => texts[next++]!;
      const replaced = isText(out) ? text() : out;
      return {
        kind: job.kind,
        input: { ...job.input, out: replaced, agreements: Array.isArray(agreements) ? agreements : { document: text() } },
      };
    }
    case 'study-justification':
      return { ...job, solution: texts[0]! };
    case 'solution-workbook':
      return { ...job, output: texts[0]!, document: job.document === null ? null : texts[1]! };
    default:
      return job;
  }
}

export function buildDocument(job: DocumentJob): Promise<Buffer> {
  switch (job.kind) {
    case 'justification': {
      const { out, agreements, simulationName, ...rest } = job.input;
      const output = isText(out) ? parse<StoredOutput>(out) : out;
      const named =
        simulationName === undefined ? output : { ...output, meta: { ...output.meta, simulation_name: simulationName } };
      const used = Array.isArray(agreements)
        ? agreements
        : (parse<{ agreements?: AgreementT[] } | null>(agreements.document)?.agreements ?? []);
      return buildJustificationPdf({ ...rest, out: named, agreements: used });
    }
    case 'study-justification': {
      const solution = parse<StudySolution>(job.solution);
      return buildJustificationPdf({
        ...job.input,
        out: asStoredOutput(job.studyName, solution),
        agreements: solution.document.agreements as AgreementT[],
      });
    }
    case 'solution-workbook': {
      const output = parse<StoredOutput>(job.output);
      const document = job.document === null ? null : parse<{ agreements?: AgreementT[] } | null>(job.document);
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
