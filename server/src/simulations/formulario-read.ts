/**
 * Reading a Formulario workbook (./formulario-sheets.ts) into what a simulation stores: every sheet is checked
 * with the domain rules of the form, references are resolved by name (centers, positions and categories of the
 * file itself; agreements, localities and contract types of the workspace), and each problem is named by sheet,
 * row and column. Nothing is written here: ./formulario-write.ts stores a plan read without problems.
 */
import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { agreementsOfWorkspace, categoriesOfAgreements, type CategoryRef } from './agreement-repository';
import { cellDate, cellNumber, cellText, cellYesNo, readSheets, SheetProblems, type SheetRow } from './sheets';
import { FORMULARIO_COLUMNS, FORMULARIO_SHEETS as S, type FormularioSheet } from './formulario-sheets';
import { ALL_CENTERS } from './columns/other-cost';
import { readShifts, readTasks } from './formulario-work';
import { FileNames, categoryFinder, choiceOf, columnOf, type PlannedCenter } from './formulario-names';
import { readSurrogates } from './formulario-surrogates';
import { FILE_MESSAGES } from '../files/messages';
import {
  INPUT_MESSAGES as M,
  MAX_CENTERS,
  MAX_POSITIONS_PER_CATEGORY,
  OTHER_COST_TYPE_LABELS,
  FORMER_OTHER_COST_TYPE_LABELS,
  checkCenters,
  checkMaterialCost,
  foldName,
  normalizeRegion,
  servicePeriod,
  validateBasicData,
  type FixedShift,
  type HourlyTask,
  type MaterialCostValue,
  type OtherCostType,
  type Surrogate,
} from '@licita/domain';

/** Everything a Formulario gives a simulation, with new ids for its centers and positions. */
export interface FormularioPlan {
  basic: {
    service_date_init: string | null;
    service_duration: number | null;
    social_security: number | null;
    absenteeism_rate: number | null;
  };
  category_positions_disabled: boolean;
  centers: PlannedCenter[];
  positions: { id: string; name: string }[];
  categoryPositions: { id: string; positions: string[] }[];
  shifts: FixedShift[];
  tasks: HourlyTask[];
  surrogates: Surrogate[];
  costs: MaterialCostValue[];
}

const toNumberOrNull = (n: number | undefined) => (n === undefined ? null : n);

function readBasic(rows: SheetRow[], p: SheetProblems): { basic: FormularioPlan['basic']; disabled: boolean } {
  if (rows.length > 1) p.add(rows[1].row, null, 'solo puede haber una fila de datos');
  const r = rows[0];
  const form = {
    service_date_init: r ? (cellDate(r.get('service_date_init')) ?? null) : null,
    service_duration: r ? toNumberOrNull(cellNumber(r.get('service_duration'))) : null,
    social_security: r ? toNumberOrNull(cellNumber(r.get('social_security'))) : null,
    absenteeism_rate: r ? toNumberOrNull(cellNumber(r.get('absenteeism_rate'))) : null,
  };
  // a draft may leave fields blank; what is filled must be right
  const filled = (Object.keys(form) as (keyof typeof form)[]).filter((k) => form[k] !== null);
  for (const e of validateBasicData(form))
    if (r && filled.includes(e.field as keyof typeof form)) p.add(r.row, e.field, e.message);
  const disabled = r ? cellYesNo(r.get('any_category')) : false;
  if (r && disabled === undefined) p.add(r.row, 'any_category', `${M.valueWrong} (Sí o No)`);
  const num = (v: number | null) => (v === null || Number.isNaN(v) ? null : v);
  return {
    basic: {
      ...form,
      service_duration: num(form.service_duration),
      social_security: num(form.social_security),
      absenteeism_rate: num(form.absenteeism_rate),
    },
    disabled: Boolean(disabled),
  };
}

async function readCenters(
  db: Kysely<Database>,
  workspaceId: string,
  rows: SheetRow[],
  p: SheetProblems,
): Promise<PlannedCenter[]> {
  const agreements = await agreementsOfWorkspace(db, workspaceId);
  const out: PlannedCenter[] = [];
  const fieldColumn = [
    ['name', 'name'],
    ['municipality_id', 'locality'],
    ['agreement_id', 'agreement'],
    ['center_group', 'center_group'],
    ['vacation_coverage', 'vacation_coverage'],
  ] as const;
  for (const { row, get } of rows) {
    const name = cellText(get('name'));
    const locality = cellText(get('locality'));
    const regionText = cellText(get('region'));
    const region = normalizeRegion(regionText);
    if (regionText && !region) p.add(row, 'region', M.regionUnknown);
    const agreementText = cellText(get('agreement'));
    const agreement = agreements.find((a) => foldName(a.name) === foldName(agreementText));
    if (agreementText && !agreement) p.add(row, 'agreement', `convenio desconocido '${agreementText}'`);
    const group = cellNumber(get('center_group'));
    const coverage = cellNumber(get('vacation_coverage'));
    if (Number.isNaN(coverage)) p.add(row, 'vacation_coverage', M.valueWrong);
    const checked = checkCenters([
      {
        name,
        municipality_id: locality,
        agreement_id: agreementText,
        center_group: group === undefined ? null : group,
        vacation_coverage: coverage === undefined || Number.isNaN(coverage) ? null : coverage,
      },
    ]);
    if (E.isLeft(checked))
      for (const e of checked.left)
        p.add(row, columnOf(e.field.replace(/^centers\[\d+\]\./, ''), fieldColumn, 'name'), e.message);
    if (name && out.some((c) => foldName(c.name) === foldName(name))) p.add(row, 'name', 'centro repetido en el fichero');
    if (E.isRight(checked) && agreement)
      out.push({
        id: randomUUID(),
        name: checked.right[0].name,
        locality,
        region,
        agreement_id: agreement.id,
        center_group: checked.right[0].center_group,
        vacation_coverage: checked.right[0].vacation_coverage,
      });
  }
  return out;
}

function readCategoryPositions(
  rows: SheetRow[],
  p: SheetProblems,
  categories: readonly CategoryRef[],
  names: FileNames,
): FormularioPlan['categoryPositions'] {
  const byCategory = new Map<string, string[]>();
  const categoryOf = categoryFinder(categories);
  for (const { row, get } of rows) {
    const categoryText = cellText(get('category'));
    const positionText = cellText(get('position'));
    if (!positionText) {
      p.add(row, 'position', M.selectPosition);
      continue;
    }
    const position = names.position(positionText);
    if (!categoryText) continue; // a position of no category
    const matches = categoryOf(cellText(get('agreement')), categoryText);
    if (matches.length !== 1) {
      p.add(
        row,
        matches.length ? 'agreement' : 'category',
        matches.length
          ? 'la categoría está en varios convenios: indica el convenio'
          : `categoría desconocida '${categoryText}' en los convenios de los centros`,
      );
      continue;
    }
    const list = byCategory.get(matches[0].id) ?? [];
    if (list.includes(position)) p.add(row, 'position', 'puesto repetido en la categoría');
    else if (list.length >= MAX_POSITIONS_PER_CATEGORY) p.add(row, 'position', M.tooManyPositions);
    else byCategory.set(matches[0].id, [...list, position]);
  }
  return [...byCategory].map(([id, positions]) => ({ id, positions }));
}

function readCosts(rows: SheetRow[], p: SheetProblems, names: FileNames): MaterialCostValue[] {
  const out: MaterialCostValue[] = [];
  for (const { row, get } of rows) {
    const centerText = cellText(get('center'));
    const center_id = !centerText || foldName(centerText) === foldName(ALL_CENTERS) ? null : names.center(centerText);
    if (center_id === undefined) p.add(row, 'center', `centro desconocido '${centerText}'`);
    const typeText = cellText(get('cost_type'));
    const cost_type = (choiceOf(OTHER_COST_TYPE_LABELS, typeText) ?? choiceOf(FORMER_OTHER_COST_TYPE_LABELS, typeText)) as
      OtherCostType | undefined;
    if (typeText && !cost_type)
      p.add(row, 'cost_type', `tipo desconocido '${typeText}' (${Object.values(OTHER_COST_TYPE_LABELS).join(', ')})`);
    const n = (key: string) => {
      const v = cellNumber(get(key));
      return v === undefined ? null : v;
    };
    const checked = checkMaterialCost(
      {
        name: cellText(get('name')),
        cost_type: cost_type ?? null,
        amount: n('amount'),
        months_to_apply: n('months_to_apply'),
        number_of_units: n('number_of_units'),
        center_id: center_id ?? null,
      },
      { requireCenter: false },
    );
    if (E.isLeft(checked)) {
      for (const e of checked.left) if (!(e.field === 'cost_type' && typeText)) p.add(row, e.field, e.message);
    } else if (center_id !== undefined) out.push(checked.right);
  }
  return out;
}

/** The plan of a Formulario, or the problems of the file (sheet, row and column of each). */
export async function readFormulario(
  db: Kysely<Database>,
  workspaceId: string,
  data: Buffer,
): Promise<E.Either<string[], FormularioPlan>> {
  const messages: string[] = [];
  // In the order of FORMULARIO_SHEETS: basic, centers, category-positions, shifts, tasks, surrogates, costs.
  const requests = (Object.keys(S) as FormularioSheet[]).map((kind) => {
    const columns = FORMULARIO_COLUMNS[kind];
    const maxRows = kind === 'centers' ? MAX_CENTERS : undefined;
    return { problems: new SheetProblems(S[kind], columns, messages), columns, allowEmpty: true, maxRows };
  });
  const read = await readSheets(data, requests);
  if (!read) return E.left([FILE_MESSAGES.notXlsx]);
  const [basic, centers, cps, shifts, tasks, surrogates, costs] = requests.map((r, i) => ({
    problems: r.problems,
    rows: read[i],
  }));
  if (messages.length) return E.left(messages); // a sheet or a column is missing: nothing more can be read

  const { basic: basicData, disabled } = readBasic(basic.rows!, basic.problems);
  const plannedCenters = await readCenters(db, workspaceId, centers.rows!, centers.problems);
  const names = new FileNames(plannedCenters);
  const centerCategories = await categoriesOfAgreements(
    db,
    plannedCenters.map((c) => c.agreement_id),
  );
  const categoryPositions = readCategoryPositions(cps.rows!, cps.problems, centerCategories, names);
  const period = servicePeriod(basicData.service_date_init, basicData.service_duration);
  const plan: FormularioPlan = {
    basic: basicData,
    category_positions_disabled: disabled,
    centers: plannedCenters,
    positions: [],
    categoryPositions,
    shifts: readShifts(shifts.rows!, shifts.problems, names, period),
    tasks: readTasks(tasks.rows!, tasks.problems, names, period),
    surrogates: await readSurrogates(db, workspaceId, surrogates.rows!, surrogates.problems, centerCategories, names),
    costs: readCosts(costs.rows!, costs.problems, names),
  };
  if (messages.length) return E.left(messages);
  return E.right({ ...plan, positions: [...names.positions.values()] });
}
