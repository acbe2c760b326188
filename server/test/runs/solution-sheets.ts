/** Sheets of the solution workbook built straight from an engine run (no server): the workbook layout tests. */
import ExcelJS from 'exceljs';
import { simulate, type SimulationOutput } from '@licita/domain';
import { shift, tender, FIXED_CLOCK, type Doc } from '@licita/domain/test/engine/helpers';
import { buildSolutionWorkbook } from '../../src/runs/workbook';
import { metaOf, type StoredOutput } from '../../src/runs/solution';
import { openWorkbook } from '../linked-file';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The engine helpers' tender at one hospital with full vacation coverage, worked every day of the year, holidays included. */
export function everyDayHospital(over: Doc = {}): Doc {
  return tender({
    centers: [
      {
        id: 'cen-1',
        name: 'Hospital',
        municipality_id: 'loc-1',
        agreement_id: 'agr-1',
        center_group: null,
        vacation_coverage: 100,
      },
    ],
    fixed_work_shifts: [shift({ weekdays_working: EVERY_DAY, work_in_holidays: true })],
    ...over,
  });
}

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
