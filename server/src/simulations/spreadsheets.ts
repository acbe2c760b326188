/**
 * The centers and surrogates spreadsheets: template workbooks (headers, an example row or the
 * simulation's current rows, and reference sheets) and their import. An import checks every row with the domain
 * rules first and names sheet, row and column of each bad cell; a file with any problem writes nothing.
 */
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { agreementsOfWorkspace, categoriesOfAgreements } from './agreement-repository';
import { listCenterRows, listCenters, replaceCenters } from './center-repository';
import { ensureLocalities, localityByName } from './localities';
import { surrogateRefProblem, surrogateRefs } from './surrogates';
import { contractTypeKeys, contractTypesInOrder, listSurrogates, replaceSurrogates } from './surrogate-repository';
import { simulationAgreementIds } from './position-repository';
import { sheetCells, sheetColumns } from './columns/column';
import { CENTER } from './columns/center';
import {
  CONTRACT_KIND_CELLS,
  contractKindOfCell,
  STUDY_SURROGATE_COLUMNS,
  SURROGATE,
  SURROGATE_COLUMNS,
} from './columns/surrogate';
import type { SimulationRow } from './repository';
import type { InputOwner } from './owner';
import { localitiesByName } from '../localities/repository';
import { categoryFinder } from './formulario-names';
import {
  AUTONOMOUS_COMMUNITIES,
  INPUT_MESSAGES as M,
  MAX_CENTERS,
  checkCenters,
  checkSurrogate,
  foldName,
  normalizeRegion,
  regionName,
  type CenterForm,
  type SurrogateForm,
  type Surrogate,
  WORKING_DAY_UNIT_LABELS,
} from '@licita/domain';
import {
  cellDate,
  cellNumber,
  cellText,
  readSheets,
  SheetProblems,
  workbookBuffer,
  writeSheet,
  type SheetColumn,
  type SheetRow,
} from './sheets';
import * as E from 'fp-ts/lib/Either.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CENTERS_SHEET = 'Centros';
export const SURROGATES_SHEET = 'Subrogados';

/** The columns of the template's reference sheets: the agreements' categories and the contract types. */
const CATEGORY_LIST: SheetColumn[] = [
  { key: 'agreement', header: 'Convenio', width: 50 },
  { key: 'category', header: 'Categoría', width: 40 },
];
const CONTRACT_TYPE_LIST: SheetColumn[] = [
  { key: 'key', header: 'Clave', width: 10 },
  { key: 'description', header: 'Descripción', width: 90 },
];

/** The Centros sheet's columns (the center's descriptor's). */
const CENTER_COLUMNS = sheetColumns(CENTER);

const UNIT_LABELS = WORKING_DAY_UNIT_LABELS;

// ------------------------------------------------------------------ reading

/** The data rows of the import's one sheet; null with the problems recorded when the file, the sheet or a column is wrong. */
async function openSheet(
  data: Buffer,
  columns: readonly SheetColumn[],
  problems: SheetProblems,
  maxRows?: number,
): Promise<SheetRow[] | null> {
  const sheets = await readSheets(data, [{ problems, columns, missingSheetHint: 'descarga la plantilla', maxRows }]);
  if (!sheets) {
    problems.add(null, null, 'el fichero no es un libro Excel (.xlsx) válido');
    return null;
  }
  return sheets[0];
}

// ------------------------------------------------------------------ templates

export async function centersTemplate(db: Kysely<Database>, simulation: { id: string }, workspaceId: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Licita';
  const ws = writeSheet(wb, CENTERS_SHEET, CENTER_COLUMNS, []);
  const agreements = await agreementsOfWorkspace(db, workspaceId);
  const centers = await listCenterRows(db, simulation.id);
  await ensureLocalities(db, workspaceId);
  const localities = await localitiesByName(db, workspaceId);
  if (centers.length) {
    for (const c of centers) ws.addRow(sheetCells(CENTER, c));
  } else {
    ws.addRow({
      name: 'Hospital General (ejemplo)',
      locality: 'Madrid',
      region: regionName('ES-MD'),
      agreement: agreements[0]?.name ?? '',
      center_group: 1,
      vacation_coverage: 100,
    });
  }
  writeSheet(
    wb,
    'Convenios',
    [{ key: 'name', header: 'Convenio', width: 60 }],
    agreements.map((a) => ({ name: a.name })),
  );
  writeSheet(
    wb,
    'Comunidades',
    [{ key: 'name', header: 'Comunidad autónoma', width: 30 }],
    AUTONOMOUS_COMMUNITIES.map((r) => ({ name: r.name })),
  );
  writeSheet(
    wb,
    'Localidades',
    [
      { key: 'name', header: 'Localidad', width: 30 },
      { key: 'region', header: 'Comunidad autónoma', width: 30 },
    ],
    localities.map((l) => ({ name: l.name, region: regionName(l.region) ?? '' })),
  );
  return workbookBuffer(wb);
}

/** What the surrogates sheet of an owner offers: its columns, the categories it may name, and its centers. */
async function surrogateSheet(db: Kysely<Database>, owner: InputOwner, workspaceId: string) {
  if (owner.kind === 'previous_study') {
    const agreements = await agreementsOfWorkspace(db, workspaceId);
    return {
      columns: STUDY_SURROGATE_COLUMNS,
      categories: await categoriesOfAgreements(
        db,
        agreements.map((a) => a.id),
      ),
      centers: [],
      categoriesOf: 'en los convenios del espacio de trabajo',
    };
  }
  return {
    columns: SURROGATE_COLUMNS,
    categories: await categoriesOfAgreements(db, await simulationAgreementIds(db, owner.id)),
    centers: await listCenters(db, owner.id),
    categoriesOf: 'en los convenios de los centros de la simulación',
  };
}

export async function surrogatesTemplate(db: Kysely<Database>, owner: InputOwner, workspaceId: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Licita';
  const { columns, categories, centers } = await surrogateSheet(db, owner, workspaceId);
  const ws = writeSheet(wb, SURROGATES_SHEET, columns, []);
  ws.getColumn('beginning_year').numFmt = 'dd/mm/yyyy';
  const current = await listSurrogates(db, owner);
  if (current.length) {
    for (const s of current)
      ws.addRow(sheetCells(SURROGATE, { ...s, center_name: centers.find((c) => c.id === s.center_id)?.name ?? '' }));
  } else {
    ws.addRow({
      name: 'Persona de ejemplo',
      organization_unit: '',
      center: centers[0]?.name ?? '',
      center_group: '',
      agreement: categories[0]?.agreement_name ?? '',
      category: categories[0]?.name ?? 'Limpiador/a',
      working_day: 30,
      unit: UNIT_LABELS.FIXED,
      contract: '200',
      contract_kind: CONTRACT_KIND_CELLS.indefinido,
      salary_year: '',
      annual_bonuses: '',
      beginning_year: new Date('2015-03-01T00:00:00Z'),
    });
  }
  writeSheet(
    wb,
    'Categorías',
    CATEGORY_LIST,
    categories.map((c) => ({ agreement: c.agreement_name, category: c.name })),
  );
  const types = await contractTypesInOrder(db);
  writeSheet(
    wb,
    'Tipos de contrato',
    CONTRACT_TYPE_LIST,
    types.map((t) => ({ key: t.contract_key, description: t.description })),
  );
  writeSheet(
    wb,
    'Unidades de jornada',
    [{ key: 'unit', header: SURROGATE.value_metric_working_day.sheet.columns[0]!.header, width: 24 }],
    Object.values(UNIT_LABELS).map((u) => ({ unit: u })),
  );
  return workbookBuffer(wb);
}

// ------------------------------------------------------------------ imports

/** Imports centers: rows matched by name update those centers (their shifts and tasks stay), others are created; centers missing from the file are deleted. */
export async function importCenters(
  db: Kysely<Database>,
  simulation: SimulationRow,
  workspaceId: string,
  data: Buffer,
): Promise<string | null> {
  const problems = new SheetProblems(CENTERS_SHEET, CENTER_COLUMNS);
  const rows = await openSheet(data, CENTER_COLUMNS, problems, MAX_CENTERS);
  if (!rows) return problems.messages.join('\n');
  const agreements = await agreementsOfWorkspace(db, workspaceId);
  const stored = await listCenters(db, simulation.id);
  const parsed: { form: CenterForm; locality: string; region: string | null }[] = [];
  const seen = new Set<string>();
  for (const { row, get } of rows) {
    const name = cellText(get('name'));
    const locality = cellText(get('locality'));
    const regionText = cellText(get('region'));
    const region = normalizeRegion(regionText);
    if (regionText && !region) problems.add(row, 'region', M.regionUnknown);
    const agreementText = cellText(get('agreement'));
    const agreement = agreements.find((a) => foldName(a.name) === foldName(agreementText));
    if (agreementText && !agreement) problems.add(row, 'agreement', `convenio desconocido '${agreementText}'`);
    const group = cellNumber(get('center_group'));
    const coverage = cellNumber(get('vacation_coverage'));
    const form: CenterForm = {
      center_id: stored.find((c) => foldName(c.name) === foldName(name))?.id ?? null,
      name,
      municipality_id: locality ? 'pendiente' : '',
      agreement_id: agreementText ? (agreement?.id ?? 'desconocido') : '',
      center_group: group === undefined ? null : group,
      vacation_coverage: coverage === undefined ? null : coverage,
    };
    if (Number.isNaN(coverage)) problems.add(row, 'vacation_coverage', M.valueWrong);
    for (const e of checkCenterRow(form)) problems.add(row, e.field, e.message);
    if (name && seen.has(foldName(name))) problems.add(row, 'name', 'centro repetido en el fichero');
    seen.add(foldName(name));
    parsed.push({ form, locality, region });
  }
  if (problems.any) return problems.messages.join('\n');
  try {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (const p of parsed) {
        const municipality_id = await localityByName(trx, workspaceId, p.locality, p.region);
        rows.push({ ...p.form, municipality_id });
      }
      const checked = checkCenters(rows);
      if (E.isLeft(checked)) throw new Error(checked.left[0].message);
      await replaceCenters(trx, simulation.id, workspaceId, checked.right);
    });
  } catch (e) {
    return `Hoja ${CENTERS_SHEET}: ${e instanceof HttpError || e instanceof Error ? e.message : String(e)}`;
  }
  return null;
}

function checkCenterRow(form: CenterForm) {
  const r = checkCenters([form]);
  if (E.isRight(r)) return [];
  const map: Record<string, string> = {
    name: 'name',
    municipality_id: 'locality',
    agreement_id: 'agreement',
    center_group: 'center_group',
    vacation_coverage: 'vacation_coverage',
  };
  return r.left.map((e) => ({ field: map[e.field.replace(/^centers\[\d+\]\./, '')] ?? 'name', message: e.message }));
}

/**
 * The form of a surrogates row whose category and center the caller resolved: its unit, contract type and numbers
 * read, each bad cell added to `problems` (in that order, after the caller's category and center problems).
 */
export function surrogateRowForm(
  { row, get }: SheetRow,
  problems: SheetProblems,
  types: readonly { id: string; contract_key: string }[],
  refs: { category_id: string | null; center_id: string | null },
): SurrogateForm {
  const unitText = foldName(cellText(get('unit')));
  let unit: 'FIXED' | 'PERCENT' = 'FIXED';
  if (['porcentaje', 'percent', '%'].includes(unitText)) unit = 'PERCENT';
  else if (unitText && !['horas semanales', 'horas', 'fixed'].includes(unitText))
    problems.add(row, 'unit', `unidad desconocida (${Object.values(UNIT_LABELS).join(' o ')})`);
  const contractText = cellText(get('contract')).split(/\s*-\s*/)[0];
  const type = types.find((t) => t.contract_key === contractText);
  if (contractText && !type) problems.add(row, 'contract', `tipo de contrato desconocido '${contractText}'`);
  const kindText = cellText(get('contract_kind'));
  const kind = contractKindOfCell(kindText);
  if (kind === undefined)
    problems.add(row, 'contract_kind', `valor desconocido '${kindText}' (${Object.values(CONTRACT_KIND_CELLS).join(' o ')})`);
  const numbers: Record<string, number | null> = {};
  for (const key of ['center_group', 'working_day', 'salary_year', 'annual_bonuses']) {
    const n = cellNumber(get(key));
    if (Number.isNaN(n)) problems.add(row, key, M.valueWrong);
    numbers[key] = n === undefined || Number.isNaN(n) ? null : n;
  }
  return {
    name: cellText(get('name')) || null,
    organization_unit: cellText(get('organization_unit')) || null,
    center_id: refs.center_id,
    center_group: numbers.center_group,
    category_id: refs.category_id,
    working_day: numbers.working_day,
    value_metric_working_day: unit,
    contract_type_id: type?.id ?? null,
    salary_year: numbers.salary_year,
    annual_bonuses: numbers.annual_bonuses,
    beginning_year: cellDate(get('beginning_year')) ?? null,
    contract_kind: kind ?? null,
  };
}

/** Imports surrogates, replacing the owner's surrogates. */
export async function importSurrogates(
  db: Kysely<Database>,
  owner: InputOwner,
  workspaceId: string,
  data: Buffer,
): Promise<string | null> {
  const { columns, categories, centers, categoriesOf } = await surrogateSheet(db, owner, workspaceId);
  const problems = new SheetProblems(SURROGATES_SHEET, columns);
  const rows = await openSheet(data, columns, problems);
  if (!rows) return problems.messages.join('\n');
  const types = await contractTypeKeys(db);
  // every reference a row may name, loaded once: the rows are then checked in memory, in one pass
  const refs = await surrogateRefs(db, owner.id, workspaceId, {
    categories: categories.map((c) => c.id),
    centers: centers.map((c) => c.id),
    contractTypes: types.map((t) => t.id),
  });
  const centerByName = new Map([...centers].reverse().map((c) => [foldName(c.name), c]));
  const categoryOf = categoryFinder(categories);
  const ready: Surrogate[] = [];
  const fieldColumn: Record<string, string> = {
    category_id: 'category',
    working_day: 'working_day',
    salary_year: 'salary_year',
    annual_bonuses: 'annual_bonuses',
    beginning_year: 'beginning_year',
    center_group: 'center_group',
    center_id: 'center',
    contract_type_id: 'contract',
  };
  for (const { row, get } of rows) {
    const before = problems.messages.length;
    const agreementText = cellText(get('agreement'));
    const categoryText = cellText(get('category'));
    const matches = categoryOf(agreementText, categoryText);
    if (categoryText && matches.length === 0)
      problems.add(row, 'category', `categoría desconocida '${categoryText}' ${categoriesOf}`);
    else if (matches.length > 1) problems.add(row, 'agreement', 'la categoría está en varios convenios: indica el convenio');
    const centerText = cellText(get('center'));
    const center = centerByName.get(foldName(centerText));
    if (centerText && !center) problems.add(row, 'center', `centro desconocido '${centerText}'`);
    const form = surrogateRowForm({ row, get }, problems, types, {
      category_id: matches[0]?.id ?? null,
      center_id: center?.id ?? null,
    });
    if (problems.messages.length > before) continue;
    const checked = checkSurrogate(form);
    if (E.isLeft(checked)) {
      for (const e of checked.left) problems.add(row, fieldColumn[e.field] ?? 'name', e.message);
      continue;
    }
    const p = surrogateRefProblem(refs, checked.right);
    if (p) {
      problems.add(row, fieldColumn[p.field] ?? 'name', p.message);
      continue;
    }
    ready.push(checked.right);
  }
  if (problems.any) return problems.messages.join('\n');
  await db.transaction().execute((trx) => replaceSurrogates(trx, owner, ready));
  return null;
}
