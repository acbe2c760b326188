/**
 * A previous study prices social security as a simulation does (docs/social-security.md): `flat`, the single
 * percentage as before, for every stored study; or `itemised`, with the AT/EP rate of the activity.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table previous_study add column social_security_mode text not null default 'flat';
    alter table previous_study add column at_ep_percent numeric;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table previous_study drop column at_ep_percent;
    alter table previous_study drop column social_security_mode;
  `,
  );
}
