/**
 * Serialises the operations that replace a whole list of a simulation (or a previous study): each takes the
 * owner's row lock first, in its own transaction, so two concurrent replacements run one after the other and
 * the list ends as exactly one of those sent (without it both read the old list and both insert: a list nobody
 * sent). A row lock, not an advisory lock: it works the same on PGlite and PostgreSQL and is released with the
 * transaction. Single-row edits (a shift, a task, a surrogate) are one UPDATE each: last writer wins.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OwnerKind } from './owner';

export async function lockOwner(trx: Kysely<Database>, owner: { kind?: OwnerKind; id: string }): Promise<void> {
  const table = owner.kind === 'previous_study' ? 'previous_study' : 'simulation';
  await trx.selectFrom(table).select('id').where('id', '=', owner.id).forUpdate().execute();
}
