/**
 * Social security by contract type and year (docs/social-security.md): a simulation keeps how its social security
 * is priced (`flat`, the single percentage as before, for every stored simulation; or `itemised`) and the AT/EP
 * rate of the itemised mode; a surrogate keeps the contract it contributes by (null: open-ended).
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table simulation add column social_security_mode text not null default 'flat';
    alter table simulation add column at_ep_percent numeric;
    alter table subrogate add column contract_kind text;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table subrogate drop column contract_kind;
    alter table simulation drop column at_ep_percent;
    alter table simulation drop column social_security_mode;
  `,
  );
}
