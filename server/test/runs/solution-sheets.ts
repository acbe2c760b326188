/** Sheets of the solution workbook built straight from an engine run (no server): the workbook layout tests. */
import ExcelJS from 'exceljs';
import { simulate, type SimulationOutput } from '@licita/domain';
import { FIXED_CLOCK, type Doc } from '@licita/domain/test/engine/helpers';
import { buildSolutionWorkbook } from '../../src/runs/workbook';
import { metaOf, type StoredOutput } from '../../src/runs/solution';
import { openWorkbook } from '../linked-file';

/** Runs the tender and answers the run's output (without its events) and the solution workbook's sheet `name`. */
export async function solutionSheet(
  doc: Doc,
  name: string,
): Promise<{ output: Omit<SimulationOutput, 'events'>; sheet: ExcelJS.Worksheet }> {
  const { events: _e, ...output } = await simulate(doc, { clock: FIXED_CLOCK });
  const stored: StoredOutput = { ...output, meta: metaOf(doc, 'Hospital', output) };
  const wb = await openWorkbook(await buildSolutionWorkbook(stored));
  return { output, sheet: wb.getWorksheet(name)! };
}
