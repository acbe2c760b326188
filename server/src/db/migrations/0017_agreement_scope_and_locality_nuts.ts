/**
 * Where and when an agreement applies (docs/premises.md): `scope` (level and NUTS codes, null: not stated),
 * `regcon_code` (its 14-digit code in the official register REGCON), `source` (the publication its tables come
 * from) and `after_validity` (what a run assumes after end_year; repeat_last, the behaviour before, for every
 * stored agreement). A locality gains `nuts_code`, the NUTS 3 code of its province: the localities of the default
 * catalogue get theirs by folded name (and the same community), any other stays null (no scope warning for it).
 *
 * The shared base agreement (limpieza de edificios y locales de la Comunidad de Madrid) gets what its texts state:
 * the Comunidad de Madrid (NUTS 2 ES30), code 28002585011981, and the BOCM of 3 March 2025 its 2025 tables come
 * from (server/src/seed/agreements/README.md). Workspace copies keep their own values and figures.
 */
import { sql, type Kysely } from 'kysely';
import { runStatements } from '../statements';
import { LOCALITY_CATALOGUE } from '../../simulations/localities';
import { foldName } from '@licita/domain';

const BASE_AGREEMENT_ID = '84207da8-c5b9-4070-93bc-aca5ad99e78a';
const BASE_SCOPE = { level: 'region', nuts: ['ES30'] };
const BASE_REGCON = '28002585011981';
const BASE_SOURCE = {
  bulletin: 'BOCM (revisión salarial de 2025, BOCM-20250303-21)',
  date: '2025-03-03',
  url: 'https://www.bocm.es/boletin/CM_Orden_BOCM/2025/03/03/BOCM-20250303-21.PDF',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table agreement add column scope jsonb;
    alter table agreement add column regcon_code text;
    alter table agreement add column source jsonb;
    alter table agreement add column after_validity jsonb not null default '{"mode":"repeat_last"}'::jsonb;
    alter table locality add column nuts_code text;
  `,
  );
  await sql`
    update agreement
       set scope = ${JSON.stringify(BASE_SCOPE)}::jsonb,
           regcon_code = ${BASE_REGCON},
           source = ${JSON.stringify(BASE_SOURCE)}::jsonb
     where id = ${BASE_AGREEMENT_ID} and workspace_id is null and scope is null`.execute(db);
  for (const l of LOCALITY_CATALOGUE) {
    await sql`
      update locality set nuts_code = ${l.nuts_code}
       where folded_name = ${foldName(l.name)} and nuts_code is null and (region is null or region = ${l.region})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table locality drop column if exists nuts_code;
    alter table agreement drop column if exists after_validity;
    alter table agreement drop column if exists source;
    alter table agreement drop column if exists regcon_code;
    alter table agreement drop column if exists scope;
  `,
  );
}
