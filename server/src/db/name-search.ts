/**
 * Accent- and case-insensitive search by name: the same folding in JavaScript and in SQL (PGlite and PostgreSQL
 * alike), so a search for 'avila' finds 'Ávila'.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

export const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ';
export const PLAIN = 'aaaaeeeeiiiioooouuuuncAAAAEEEEIIIIOOOOUUUUNC';

/** Lower-case, accent-free form of a text. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) {
    const i = ACCENTED.indexOf(ch);
    out += i >= 0 ? PLAIN[i] : ch;
  }
  return out.toLowerCase();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` (e.g. 'p.name') folded as `foldText` folds: also the order of a list by name ('Ávila' among the a's). */
export function foldedName(column: string): RawBuilder<string> {
  return sql<string>`lower(translate(${sql.ref(column)}, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)}))`;
}

/** `column` (e.g. 'p.name') folded contains the folded `search`. */
export function nameContains(column: string, search: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${foldedName(column)} like ${'%' + escapeLike(foldText(search)) + '%'} escape '\\'`;
}

/** A column that already holds the folded text (e.g. `project.folded_name`, migration 0014) contains the folded `search`. */
export function foldedContains(column: string, search: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${'%' + escapeLike(foldText(search)) + '%'} escape '\\'`;
}
