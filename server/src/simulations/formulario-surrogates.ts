/**
 * The Subrogados sheet of a Formulario (the surrogates template's columns), read and checked in memory: the
 * category by name among the agreements of the file's centers (or of the agreement named in the row), the center
 * among the file's centers, the contract type by its key, and the weekly hours within the agreement's.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { agreementsOfWorkspace, categoriesOfAgreements, weekHoursOf, type CategoryRef } from './agreement-repository';
import { cellText, type SheetProblems, type SheetRow } from './sheets';
import { surrogateRowForm } from './spreadsheets';
import { contractTypeKeys } from './surrogate-repository';
import { categoryFinder, columnOf, type FileNames } from './formulario-names';
import {
  checkSurrogate,
  foldName,
  surrogateWeekProblem,
  UNKNOWN_AGREEMENT_WEEK_HOURS,
  workingDayFixed,
  type Surrogate,
} from '@licita/domain';

const FIELDS = [
  ['category_id', 'category'],
  ['working_day', 'working_day'],
  ['salary_year', 'salary_year'],
  ['annual_bonuses', 'annual_bonuses'],
  ['beginning_year', 'beginning_year'],
  ['center_group', 'center_group'],
  ['center_id', 'center'],
  ['contract_type_id', 'contract'],
] as const;

export async function readSurrogates(
  db: Kysely<Database>,
  workspaceId: string,
  rows: SheetRow[],
  p: SheetProblems,
  centerCategories: readonly CategoryRef[],
  names: FileNames,
): Promise<Surrogate[]> {
  if (!rows.length) return [];
  const named = new Set(rows.map((r) => foldName(cellText(r.get('agreement')))).filter(Boolean));
  const agreements = (await agreementsOfWorkspace(db, workspaceId)).filter((a) => named.has(foldName(a.name)));
  const categories = [
    ...centerCategories,
    ...(
      await categoriesOfAgreements(
        db,
        agreements.map((a) => a.id),
      )
    ).filter((c) => !centerCategories.some((x) => x.id === c.id)),
  ];
  const weeks = await weekHoursOf(db, [...new Set(categories.map((c) => c.agreement_id))]);
  const types = await contractTypeKeys(db);
  const [byAgreement, byCenters] = [categoryFinder(categories), categoryFinder(centerCategories)];
  const out: Surrogate[] = [];
  for (const { row, get } of rows) {
    const before = p.messages.length;
    const agreementText = cellText(get('agreement'));
    const categoryText = cellText(get('category'));
    const matches = (agreementText ? byAgreement : byCenters)(agreementText, categoryText);
    if (categoryText && matches.length === 0)
      p.add(
        row,
        'category',
        `categoría desconocida '${categoryText}'${agreementText ? ` en el convenio '${agreementText}'` : ' en los convenios de los centros'}`,
      );
    else if (matches.length > 1) p.add(row, 'agreement', 'la categoría está en varios convenios: indica el convenio');
    const centerText = cellText(get('center'));
    const center_id = centerText ? names.center(centerText) : null;
    if (center_id === undefined) p.add(row, 'center', `centro desconocido '${centerText}'`);
    const form = surrogateRowForm({ row, get }, p, types, { category_id: matches[0]?.id ?? null, center_id: center_id ?? null });
    if (p.messages.length > before) continue;
    const checked = checkSurrogate(form);
    if (E.isLeft(checked)) {
      for (const e of checked.left) p.add(row, columnOf(e.field, FIELDS, 'name'), e.message);
      continue;
    }
    const week = weeks.get(matches[0].agreement_id) ?? UNKNOWN_AGREEMENT_WEEK_HOURS;
    const tooMany = surrogateWeekProblem(workingDayFixed(checked.right, week), week);
    if (tooMany) p.add(row, 'working_day', tooMany);
    else out.push(checked.right);
  }
  return out;
}
