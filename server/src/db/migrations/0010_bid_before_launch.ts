/**
 * The bid inputs of a simulation (and of a previous study) kept before its first launch (tender budget, offer, other offers, overheads, VAT):
 * `{ overheads?, vat?, tender_budget?, offer_price?, other_offers? }`, null when never set. A launch puts them in the
 * engine's parameters; a parameter change of the solution writes them back, so the next launch keeps them.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table simulation add column bid jsonb;
    alter table previous_study add column bid jsonb;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table simulation drop column if exists bid;
    alter table previous_study drop column if exists bid;
  `,
  );
}
