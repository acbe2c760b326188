/**
 * The market of a tender (docs/market.md): the Plataforma's awards, one row per awarded lot, for the whole
 * installation (public data, no workspace). `market_entry` keeps each ATOM entry's latest `updated`, so loading a
 * file twice counts every lot once and a later version of an entry replaces its lots. CPV and NUTS are filtered by
 * prefix: each row lists every prefix of its codes (`cpv_prefixes`, `nuts_prefixes`), and a GIN index answers
 * "contains this prefix" without scanning the table.
 */
import type { Kysely } from 'kysely';
import { runStatements } from '../statements';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table market_entry (
      entry_id text primary key,
      updated timestamptz not null
    );
    create table market_award (
      entry_id text not null references market_entry (entry_id) on delete cascade,
      lot_id text not null,
      updated timestamptz not null,
      cpv_codes text[] not null,
      cpv_prefixes text[] not null,
      nuts_code text,
      nuts_prefixes text[] not null,
      authority text,
      award_date date,
      budget double precision,
      bidders integer,
      lower_offer double precision,
      higher_offer double precision,
      winner text,
      awarded double precision,
      unit_price boolean not null,
      discount_percent double precision,
      primary key (entry_id, lot_id)
    );
    create index market_award_cpv on market_award using gin (cpv_prefixes);
    create index market_award_nuts on market_award using gin (nuts_prefixes);
    create index market_award_authority on market_award (lower(authority));
    create index market_award_date on market_award (award_date);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table if exists market_award;
    drop table if exists market_entry;
  `,
  );
}
