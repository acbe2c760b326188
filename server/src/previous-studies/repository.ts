/** The SQL of a previous study's own row (table `previous_study`); its jobs' SQL is in ./jobs.ts, its solution's in ./solution.ts. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, PreviousStudyTable } from '../db/schema';

type Db = Kysely<Database>;

export async function insertStudy(db: Db, values: Insertable<PreviousStudyTable>): Promise<string> {
  return (await db.insertInto('previous_study').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export function loadStudyRow(db: Db, id: string) {
  return db.selectFrom('previous_study').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function updateStudy(db: Db, id: string, set: Updateable<PreviousStudyTable>): Promise<void> {
  await db.updateTable('previous_study').set(set).where('id', '=', id).execute();
}

/** The study's stored bid (a JSON column). */
export async function studyBid(db: Db, id: string): Promise<unknown> {
  return (await db.selectFrom('previous_study').select('bid').where('id', '=', id).executeTakeFirstOrThrow()).bid;
}

/** The storage key of the study's solution workbook, if any. */
export async function studyWorkbookKey(db: Db, id: string): Promise<string | null> {
  return (await db.selectFrom('previous_study').select('workbook_key').where('id', '=', id).executeTakeFirstOrThrow()).workbook_key;
}

/** Deletes the study; its surrogates, other costs and import state go with it (on delete cascade). */
export async function deleteStudy(db: Db, id: string): Promise<void> {
  await db.deleteFrom('previous_study').where('id', '=', id).execute();
}
