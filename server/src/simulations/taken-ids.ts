/**
 * Ids the client chooses for new objects (duplicate's new_simulation, a cost's id, new_agreement). When such an
 * id is already taken by another workspace's object the call answers exactly as a reference to another
 * workspace's object does everywhere else (404 with the kind's "no existe"), never 409, which would tell the
 * caller that the foreign object exists. A taken id of the caller's own workspace still answers 409.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../http/errors';

/** The workspace owning the row with that id, undefined when there is none (the kinds' repositories answer it). */
type WorkspaceOf = (db: Kysely<Database>, id: string) => Promise<string | null | undefined>;

/** Refuses a client-chosen id already in use: 409 in the caller's workspace, 404 (`missing`) anywhere else. */
export async function refuseTakenId(
  db: Kysely<Database>,
  workspaceOf: WorkspaceOf,
  id: string,
  workspaceId: string,
  answers: { missing: string; taken: string; field: string },
): Promise<void> {
  const owner = await workspaceOf(db, id);
  if (owner === undefined) return;
  if (owner !== workspaceId) throw notFound(answers.missing);
  throw conflict(answers.taken, answers.field);
}
