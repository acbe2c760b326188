/**
 * Collective agreements (convenios) with their categories, the shared base agreement of the seed folder, and
 * the workspace catalogue of material costs.
 *
 * An agreement with workspace_id null belongs to the shared catalogue: every workspace sees it read-only and can
 * duplicate it. The base agreement of `server/src/seed/agreements/` is inserted here, so every database has it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { runStatements } from '../statements';
// Imported, not read from disk: the compiled server carries it in its bundle.
import madridBuildingCleaning from '../../seed/agreements/limpieza-edificios-madrid-2022-2025.json' with { type: 'json' };

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table agreement (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid references workspace(id) on delete cascade,
      agreement_base_id uuid,
      name text not null,
      start_year integer not null,
      end_year integer not null,
      creation_year integer,
      salary_year integer not null,
      max_hours_per_day double precision not null,
      max_hours_per_week double precision not null,
      max_hours_per_month double precision,
      max_hours_per_year double precision not null,
      max_sections_planned_day integer not null,
      rest_hours_between_shifts double precision not null,
      consecutive_rest_days double precision not null,
      free_day_available integer,
      holiday_days integer not null,
      holiday_days_types text not null default 'naturales',
      holidays_rules_from text not null default 'june',
      holidays_rules_until text not null default 'september',
      seniority_bonus jsonb not null default '[]',
      annual_increment jsonb not null default '[]',
      pdf_key text,
      pdf_filename text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index agreement_workspace on agreement (workspace_id);
    create index agreement_base on agreement (workspace_id, agreement_base_id);

    create table agreement_category (
      id uuid primary key default gen_random_uuid(),
      agreement_id uuid not null references agreement(id) on delete cascade,
      position integer not null default 0,
      professional_category text not null,
      salary_year double precision not null,
      base_salary_year double precision not null,
      fixed_pluses jsonb not null default '{"price_day_worked":0,"price_month_worked":0,"price_year_worked":0}',
      pluses_by_schedule jsonb not null default '[]',
      pluses_by_weekday jsonb not null default '[]',
      free_days integer,
      seniority_bonus jsonb
    );
    create index agreement_category_agreement on agreement_category (agreement_id, position);

    create table workspace_material_cost (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspace(id) on delete cascade,
      name text not null,
      cost_type text not null check (cost_type in ('SALARY_PERCENT', 'MONTHLY_AMOUNT', 'AMOUNT_BY_WORKER', 'MONTHLY_UNIT_COST')),
      amount double precision,
      created_at timestamptz not null default now()
    );
    create index workspace_material_cost_workspace on workspace_material_cost (workspace_id);
  `,
  );
  await seedBaseAgreements(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table if exists workspace_material_cost;
    drop table if exists agreement_category;
    drop table if exists agreement;
  `,
  );
}

/**
 * Working-time values the Estatuto de los Trabajadores gives when an agreement does not (arts. 34, 37): 9 hours
 * a day, 40 a week, 12 hours between working days, a day and a half of weekly rest, 2 sections a day. The seed
 * README records which fields of the base agreement take them.
 */
export const ET_DEFAULTS = {
  max_hours_per_day: 9,
  max_hours_per_week: 40,
  rest_hours_between_shifts: 12,
  consecutive_rest_days: 1.5,
  max_sections_planned_day: 2,
} as const;

const SEED_AGREEMENTS = [madridBuildingCleaning];

/** A seniority step of a seed agreement: null (or absent) where the agreement says nothing. */
interface SeedSeniority {
  period_bonus: number;
  percent_over_salary?: number | null;
  max_percent?: number | null;
  fixed_annual?: number | null;
  max_seniority?: number | null;
}

/** An agreement of the seed folder: the save shape's fields, null (or absent) where the agreement says nothing. */
interface SeedAgreement {
  id: string;
  name: string;
  start_year: number;
  end_year: number;
  creation_year?: number | null;
  salary_year?: number | null;
  max_hours_per_day?: number | null;
  max_hours_per_week?: number | null;
  max_hours_per_month?: number | null;
  max_hours_per_year?: number | null;
  max_sections_planned_day?: number | null;
  rest_hours_between_shifts?: number | null;
  consecutive_rest_days?: number | null;
  free_day_available?: number | null;
  holiday_days?: number | null;
  holiday_days_types?: Database['agreement']['holiday_days_types'] | null;
  holidays_rules_from?: Database['agreement']['holidays_rules_from'] | null;
  holidays_rules_until?: Database['agreement']['holidays_rules_until'] | null;
  seniority_bonus?: SeedSeniority[] | null;
  annual_increment?: unknown[] | null;
  categories: {
    id: string;
    professional_category: string;
    salary_year: number;
    base_salary_year?: number | null;
    fixed_pluses?: unknown;
    pluses_by_schedule?: unknown[] | null;
    pluses_by_weekday?: { day: string; price_hour?: number | null; price_day?: number | null }[] | null;
    free_days?: number | null;
    seniority_bonus?: unknown;
  }[];
}

/** The shared agreements of the seed folder (their fixed ids make this idempotent). */
export async function seedBaseAgreements(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped.withTables<Pick<Database, 'agreement' | 'agreement_category'>>();
  for (const seed of SEED_AGREEMENTS) {
    const a: SeedAgreement = seed.agreement as SeedAgreement;
    const exists = await db.selectFrom('agreement').select('id').where('id', '=', a.id).executeTakeFirst();
    if (exists) continue;
    const seniority = (a.seniority_bonus ?? []).map((s) => ({
      max_percent_date: null,
      period_bonus: s.period_bonus,
      percent_over_salary: s.percent_over_salary ?? 0,
      // No cap in the agreement: 100 % (never reached) keeps the save shape, where max_percent is required.
      max_percent: s.max_percent ?? 100,
      fixed_annual: s.fixed_annual ?? null,
      max_seniority: s.max_seniority ?? s.max_percent ?? 100,
    }));
    await db
      .insertInto('agreement')
      .values({
        id: a.id,
        workspace_id: null,
        agreement_base_id: null,
        name: a.name,
        start_year: a.start_year,
        end_year: a.end_year,
        creation_year: a.creation_year ?? null,
        salary_year: a.salary_year ?? a.start_year,
        max_hours_per_day: a.max_hours_per_day ?? ET_DEFAULTS.max_hours_per_day,
        max_hours_per_week: a.max_hours_per_week ?? ET_DEFAULTS.max_hours_per_week,
        max_hours_per_month: a.max_hours_per_month ?? null,
        max_hours_per_year: a.max_hours_per_year ?? 1826,
        max_sections_planned_day: a.max_sections_planned_day ?? ET_DEFAULTS.max_sections_planned_day,
        rest_hours_between_shifts: a.rest_hours_between_shifts ?? ET_DEFAULTS.rest_hours_between_shifts,
        consecutive_rest_days: a.consecutive_rest_days ?? ET_DEFAULTS.consecutive_rest_days,
        free_day_available: a.free_day_available ?? null,
        holiday_days: a.holiday_days ?? 30,
        holiday_days_types: a.holiday_days_types ?? 'naturales',
        holidays_rules_from: a.holidays_rules_from ?? 'june',
        holidays_rules_until: a.holidays_rules_until ?? 'september',
        seniority_bonus: JSON.stringify(seniority),
        annual_increment: JSON.stringify(a.annual_increment ?? []),
      })
      .execute();
    let position = 0;
    for (const c of a.categories) {
      await db
        .insertInto('agreement_category')
        .values({
          id: c.id,
          agreement_id: a.id,
          position: position++,
          professional_category: c.professional_category,
          salary_year: c.salary_year,
          base_salary_year: c.base_salary_year ?? c.salary_year,
          fixed_pluses: JSON.stringify(c.fixed_pluses ?? { price_day_worked: 0, price_month_worked: 0, price_year_worked: 0 }),
          pluses_by_schedule: JSON.stringify(c.pluses_by_schedule ?? []),
          pluses_by_weekday: JSON.stringify(
            (c.pluses_by_weekday ?? []).map((p) => ({
              day: p.day,
              price_hour: p.price_hour ?? null,
              price_day: p.price_day ?? null,
            })),
          ),
          free_days: c.free_days ?? null,
          seniority_bonus: c.seniority_bonus ? JSON.stringify(c.seniority_bonus) : null,
        })
        .execute();
    }
  }
}
